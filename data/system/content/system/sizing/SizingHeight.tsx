import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';

const days = [
  { day: 'Mon', km: 4.2 },
  { day: 'Tue', km: 6.8 },
  { day: 'Wed', km: 2.1 },
  { day: 'Thu', km: 8.0 },
  { day: 'Fri', km: 5.5 },
  { day: 'Sat', km: 10 },
  { day: 'Sun', km: 0.6 },
];
const max = 10;

export default function SizingHeight() {
  return (
    <Box component="figure" sx={{ m: 0, maxWidth: 420, color: 'text.primary' }}>
      <Box component="figcaption" sx={{ mb: 1.5, fontWeight: 'medium' }}>
        Distance walked this week
      </Box>
      <Box
        component="ul"
        sx={{
          display: 'flex',
          alignItems: 'flex-end',
          gap: 1,
          height: 160,
          m: 0,
          p: 0,
          listStyle: 'none',
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        {days.map((entry) => (
          <Box
            component="li"
            key={entry.day}
            sx={{
              flex: 1,
              // A fraction of the 160px list: 10 km fills it, 0.6 km gets 6%.
              height: entry.km / max,
              minHeight: 4,
              borderRadius: '4px 4px 0 0',
              bgcolor: 'primary.main',
            }}
          >
            <Box component="span" sx={visuallyHidden}>
              {entry.day}: {entry.km} km
            </Box>
          </Box>
        ))}
      </Box>
      <Box aria-hidden sx={{ display: 'flex', gap: 1, mt: 0.5 }}>
        {days.map((entry) => (
          <Box key={entry.day} sx={{ flex: 1, textAlign: 'center', fontSize: 12, color: 'text.secondary' }}>
            {entry.day}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
