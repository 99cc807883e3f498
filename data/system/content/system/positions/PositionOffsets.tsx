import Box from '@mui/material/Box';

const people = [
  { initials: 'AK', name: 'Amara Kone', online: true, unread: 4 },
  { initials: 'TL', name: 'Tomás Lindqvist', online: false, unread: 0 },
  { initials: 'YS', name: 'Yuki Sato', online: true, unread: 12 },
];

export default function PositionOffsets() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, justifyContent: 'center' }}>
      {people.map((person) => (
        <Box key={person.name} sx={{ textAlign: 'center' }}>
          <Box sx={{ position: 'relative', width: 56, height: 56, mx: 'auto' }}>
            <Box
              aria-hidden
              sx={{
                width: 1,
                height: 1,
                display: 'grid',
                placeItems: 'center',
                borderRadius: '50%',
                bgcolor: 'primary.dark',
                color: 'primary.contrastText',
                fontWeight: 'bold',
              }}
            >
              {person.initials}
            </Box>
            {person.unread > 0 && (
              <Box
                sx={{
                  position: 'absolute',
                  top: -4,
                  right: -8,
                  minWidth: 22,
                  px: 0.5,
                  borderRadius: 11,
                  bgcolor: 'error.dark',
                  color: 'error.contrastText',
                  fontSize: 12,
                  lineHeight: '22px',
                  fontWeight: 'bold',
                }}
              >
                {person.unread}
              </Box>
            )}
            <Box
              sx={{
                position: 'absolute',
                bottom: 2,
                right: 2,
                width: 14,
                height: 14,
                borderRadius: '50%',
                border: 2,
                borderColor: 'background.paper',
                bgcolor: person.online ? 'success.main' : 'grey.500',
              }}
            />
          </Box>
          <Box sx={{ mt: 1, fontSize: 14, color: 'text.primary' }}>{person.name}</Box>
          <Box sx={{ fontSize: 13, color: 'text.secondary' }}>
            {person.online ? 'Online' : 'Away'}
            {person.unread > 0 && `, ${person.unread} unread`}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
