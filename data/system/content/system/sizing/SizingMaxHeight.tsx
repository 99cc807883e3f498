import Box from '@mui/material/Box';

const changes = [
  { version: '3.4.0', note: 'Offline mode for saved lists.' },
  { version: '3.3.2', note: 'Fixed sorting of items with accented names.' },
  { version: '3.3.1', note: 'Faster start-up on older phones.' },
  { version: '3.3.0', note: 'Share a list with a link that expires.' },
  { version: '3.2.0', note: 'Dark mode follows the system setting.' },
  { version: '3.1.0', note: 'Reminders can repeat every weekday.' },
  { version: '3.0.0', note: 'New design and a simpler home screen.' },
];

export default function SizingMaxHeight() {
  return (
    <Box
      component="section"
      aria-labelledby="sizing-changelog-title"
      sx={{
        maxWidth: 420,
        border: 1,
        borderColor: 'divider',
        borderRadius: 2,
        color: 'text.primary',
      }}
    >
      <Box id="sizing-changelog-title" sx={{ px: 2, py: 1.5, fontWeight: 'medium' }}>
        What&apos;s new
      </Box>
      <Box
        component="ul"
        tabIndex={0}
        aria-labelledby="sizing-changelog-title"
        sx={{
          minHeight: 80,
          maxHeight: 180,
          overflowY: 'auto',
          m: 0,
          px: 2,
          py: 1,
          listStyle: 'none',
          borderTop: 1,
          borderColor: 'divider',
          '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: -2 },
        }}
      >
        {changes.map((change) => (
          <Box component="li" key={change.version} sx={{ py: 0.75, fontSize: 14 }}>
            <Box component="strong" sx={{ mr: 1 }}>
              {change.version}
            </Box>
            {change.note}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
