import dayjs from 'dayjs';
import { styled } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { pickersDayClasses } from '@mui/x-date-pickers/PickersDay';
import { pickersCalendarHeaderClasses } from '@mui/x-date-pickers/PickersCalendarHeader';
import { dayCalendarClasses } from '@mui/x-date-pickers/DateCalendar';

// A compact calendar with square day cells, for a sidebar or a dashboard card.
// `theme.vars` holds the colours as CSS variables, so the calendar follows light and dark mode.
const SquareCalendar = styled(DateCalendar)(({ theme }) => {
  const { palette, shape } = theme.vars ?? theme;
  return {
    margin: 0,
    border: `1px solid ${palette.divider}`,
    borderRadius: Number(theme.shape.borderRadius) * 2,
    [`& .${pickersCalendarHeaderClasses.label}`]: {
      fontWeight: theme.typography.fontWeightBold,
    },
    [`& .${dayCalendarClasses.weekDayLabel}`]: {
      color: palette.text.secondary,
      fontWeight: theme.typography.fontWeightMedium,
    },
    [`& .${pickersDayClasses.root}`]: {
      borderRadius: shape.borderRadius,
    },
    [`& .${pickersDayClasses.root}.${pickersDayClasses.today}`]: {
      borderColor: palette.secondary.main,
    },
    [`& .${pickersDayClasses.root}.${pickersDayClasses.selected}`]: {
      backgroundColor: palette.secondary.main,
      color: palette.secondary.contrastText,
      fontWeight: theme.typography.fontWeightBold,
      '&:hover, &:focus': { backgroundColor: palette.secondary.dark },
    },
  };
});

export default function CustomizedCalendar() {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <SquareCalendar defaultValue={dayjs('2025-10-21')} />
    </LocalizationProvider>
  );
}
