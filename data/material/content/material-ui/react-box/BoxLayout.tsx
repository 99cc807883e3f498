import Box from '@mui/material/Box';

const tasks = [
  { initials: 'AO', name: 'Amara Okafor', task: 'Review the onboarding checklist', due: 'Today' },
  { initials: 'LT', name: 'Lukas Tanaka', task: 'Update supplier contacts', due: 'Thu' },
  { initials: 'SP', name: 'Sofía Pérez', task: 'Book the venue for the workshop', due: 'Next week' },
];

export default function BoxLayout() {
  return (
    <Box
      component="ul"
      sx={{ width: '100%', maxWidth: 520, m: 0, p: 0, listStyle: 'none', border: 1, borderColor: 'divider', borderRadius: 2 }}
    >
      {tasks.map((item, index) => (
        <Box
          component="li"
          key={item.name}
          // A CSS grid row: avatar, text that may wrap, due date.
          sx={{
            display: 'grid',
            gridTemplateColumns: 'auto 1fr auto',
            alignItems: 'center',
            columnGap: 2,
            px: 2,
            py: 1.5,
            borderTop: index === 0 ? 0 : 1,
            borderColor: 'divider',
          }}
        >
          <Box
            aria-hidden
            sx={{
              width: 40,
              height: 40,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              typography: 'body2',
              fontWeight: 'bold',
            }}
          >
            {item.initials}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Box sx={{ typography: 'subtitle2' }}>{item.task}</Box>
            <Box sx={{ typography: 'body2', color: 'text.secondary' }}>{item.name}</Box>
          </Box>
          <Box sx={{ typography: 'caption', color: 'text.secondary', whiteSpace: 'nowrap' }}>{item.due}</Box>
        </Box>
      ))}
    </Box>
  );
}
