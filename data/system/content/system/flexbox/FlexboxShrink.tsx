import Box from '@mui/material/Box';

const messages = [
  {
    from: 'Noor Haddad',
    initials: 'NH',
    preview: 'The venue confirmed the booking for the workshop, but they need the final headcount by Thursday noon.',
    time: '09:41',
  },
  {
    from: 'Tomasz Wrona',
    initials: 'TW',
    preview: 'Slides attached. Let me know if the timeline on page four still matches what we agreed.',
    time: 'Yesterday',
  },
];

export default function FlexboxShrink() {
  return (
    <Box component="ul" aria-label="Inbox" sx={{ m: 0, p: 0, listStyle: 'none', maxWidth: 520, color: 'text.primary' }}>
      {messages.map((message) => (
        <Box
          component="li"
          key={message.from}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            py: 1.5,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          <Box
            aria-hidden
            sx={{
              flexShrink: 0,
              display: 'grid',
              placeItems: 'center',
              width: 40,
              height: 40,
              borderRadius: '50%',
              bgcolor: 'secondary.main',
              color: 'secondary.contrastText',
              fontWeight: 'medium',
              fontSize: 14,
            }}
          >
            {message.initials}
          </Box>
          <Box sx={{ flexShrink: 1, minWidth: 0 }}>
            <Box sx={{ fontWeight: 'medium' }}>{message.from}</Box>
            <Box
              sx={{
                color: 'text.secondary',
                fontSize: 14,
                whiteSpace: 'nowrap',
                overflow: 'hidden',
                textOverflow: 'ellipsis',
              }}
            >
              {message.preview}
            </Box>
          </Box>
          <Box sx={{ flexShrink: 0, ml: 'auto', color: 'text.secondary', fontSize: 13 }}>{message.time}</Box>
        </Box>
      ))}
    </Box>
  );
}
