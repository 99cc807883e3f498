import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';

const weekdays = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
// 1 September 2027 is a Wednesday: the third column.
const firstWeekday = 3;
const days = Array.from({ length: 30 }, (_, index) => index + 1);
const busy = new Set([6, 13, 14, 21, 27]);

export default function GridCalendar() {
  return (
    <Box sx={{ maxWidth: 360, color: 'text.primary' }}>
      <Box id="grid-calendar-title" sx={{ mb: 1, fontWeight: 'medium' }}>
        September 2027
      </Box>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(7, 1fr)',
          gap: 0.5,
          textAlign: 'center',
        }}
      >
        {weekdays.map((day) => (
          <Box key={day} aria-hidden sx={{ fontSize: 12, color: 'text.secondary' }}>
            {day}
          </Box>
        ))}
        {/* display: contents lets the list items take part in the parent grid. */}
        <Box component="ol" aria-labelledby="grid-calendar-title" sx={{ display: 'contents', listStyle: 'none' }}>
          {days.map((day) => (
            <Box
              component="li"
              key={day}
              sx={{
                gridColumnStart: day === 1 ? firstWeekday : undefined,
                py: 1,
                fontSize: 14,
                borderRadius: 1,
                bgcolor: busy.has(day) ? 'primary.main' : 'transparent',
                color: busy.has(day) ? 'primary.contrastText' : 'text.primary',
              }}
            >
              {day}
              {busy.has(day) && (
                <Box component="span" sx={visuallyHidden}>
                  , has events
                </Box>
              )}
            </Box>
          ))}
        </Box>
      </Box>
    </Box>
  );
}
