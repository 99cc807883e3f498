import Box from '@mui/material/Box';

const groups = [
  { day: 'Today', items: ['Invoice 1043 paid', 'New comment on the Q3 roadmap', 'Léa joined the design team'] },
  { day: 'Yesterday', items: ['Backup completed', 'Password changed', 'Export of 2,300 contacts ready'] },
  { day: 'Monday', items: ['Trial extended by 14 days', 'Webhook endpoint failed 3 times'] },
];

export default function StickyHeader() {
  return (
    <Box
      tabIndex={0}
      role="region"
      aria-label="Activity feed"
      sx={{
        height: 240,
        maxWidth: 420,
        mx: 'auto',
        overflow: 'auto',
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        bgcolor: 'background.paper',
        '&:focus-visible': { outline: 2, outlineColor: 'primary.main' },
      }}
    >
      {groups.map((group) => (
        <section key={group.day}>
          <Box
            component="h3"
            sx={{
              position: 'sticky',
              top: 0,
              zIndex: 1,
              m: 0,
              px: 2,
              py: 1,
              fontSize: 13,
              fontWeight: 'bold',
              textTransform: 'uppercase',
              letterSpacing: '0.06em',
              color: 'text.secondary',
              bgcolor: 'background.paper',
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            {group.day}
          </Box>
          <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
            {group.items.map((item) => (
              <Box key={item} component="li" sx={{ px: 2, py: 1.5, color: 'text.primary', fontSize: 14 }}>
                {item}
              </Box>
            ))}
          </Box>
        </section>
      ))}
    </Box>
  );
}
