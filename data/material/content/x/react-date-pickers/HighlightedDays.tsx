import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import Badge from '@mui/material/Badge';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { DayCalendarSkeleton } from '@mui/x-date-pickers/DayCalendarSkeleton';
import { PickersDay, PickersDayProps } from '@mui/x-date-pickers/PickersDay';

// Sample data: days of each month with a class on the studio's timetable.
const timetable: Record<string, number[]> = {
  '2025-04': [2, 9, 10, 16, 23, 24, 30],
  '2025-05': [3, 7, 14, 15, 21, 28, 29],
  '2025-06': [4, 11, 12, 18, 25],
  '2025-07': [2, 9, 16, 17, 30],
};

// Stands in for a request to a server; resolves after 600 ms, or rejects if aborted.
function fetchClassDays(month: Dayjs, signal: AbortSignal) {
  return new Promise<number[]>((resolve, reject) => {
    const timer = setTimeout(() => resolve(timetable[month.format('YYYY-MM')] ?? []), 600);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('aborted', 'AbortError'));
    });
  });
}

type ClassDayProps = PickersDayProps<Dayjs> & { classDays?: number[] };

function ClassDay(props: ClassDayProps) {
  const { classDays = [], day, outsideCurrentMonth, ...other } = props;
  const hasClass = !outsideCurrentMonth && classDays.includes(day.date());

  return (
    <Badge overlap="circular" color="secondary" variant="dot" invisible={!hasClass} sx={{ '& .MuiBadge-dot': { top: 6, right: 6 } }}>
      <PickersDay
        {...other}
        day={day}
        outsideCurrentMonth={outsideCurrentMonth}
        aria-label={hasClass ? `${day.format('MMMM D')}, class scheduled` : undefined}
      />
    </Badge>
  );
}

const initialMonth = dayjs('2025-05-01');

export default function HighlightedDays() {
  const [month, setMonth] = React.useState<Dayjs>(initialMonth);
  const [classDays, setClassDays] = React.useState<number[]>([]);
  const [loading, setLoading] = React.useState(true);

  // Fetch the highlighted days whenever the visible month changes; the month handler below
  // resets the state, so the effect only sets it when the answer arrives.
  React.useEffect(() => {
    const controller = new AbortController();
    fetchClassDays(month, controller.signal)
      .then((days) => {
        setClassDays(days);
        setLoading(false);
      })
      .catch((error: Error) => {
        if (error.name !== 'AbortError') {
          throw error;
        }
      });
    return () => controller.abort();
  }, [month]);

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <DateCalendar
        defaultValue={dayjs('2025-05-14')}
        loading={loading}
        onMonthChange={(newMonth) => {
          setLoading(true);
          setClassDays([]);
          setMonth(newMonth);
        }}
        renderLoading={() => <DayCalendarSkeleton />}
        slots={{ day: ClassDay }}
        slotProps={{ day: { classDays } as Partial<ClassDayProps> }}
        sx={{ mx: 0 }}
      />
      <Typography role="status" variant="body2">
        {loading
          ? `Loading classes for ${month.format('MMMM YYYY')}…`
          : `${classDays.length} class days in ${month.format('MMMM YYYY')} (marked with a dot).`}
      </Typography>
    </LocalizationProvider>
  );
}
