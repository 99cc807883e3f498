import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import 'dayjs/locale/de';
import 'dayjs/locale/fr';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { deDE, enUS, frFR } from '@mui/x-date-pickers/locales';

// Day.js locale (formats, month names, first day of the week) + the pickers' own translations.
const locales = {
  en: { name: 'English', label: 'Delivery date', text: enUS },
  de: { name: 'Deutsch', label: 'Lieferdatum', text: deDE },
  fr: { name: 'Français', label: 'Date de livraison', text: frFR },
};
type LocaleKey = keyof typeof locales;

export default function LocalizedPickers() {
  const [locale, setLocale] = React.useState<LocaleKey>('de');
  const [value, setValue] = React.useState<Dayjs | null>(dayjs('2025-12-08'));
  const current = locales[locale];

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={locale}
        onChange={(_event, next: LocaleKey | null) => next && setLocale(next)}
        aria-label="Language of the pickers"
      >
        {(Object.keys(locales) as LocaleKey[]).map((key) => (
          <ToggleButton key={key} value={key} lang={key}>
            {locales[key].name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      <LocalizationProvider
        dateAdapter={AdapterDayjs}
        adapterLocale={locale}
        localeText={current.text.components.MuiLocalizationProvider.defaultProps.localeText}
      >
        <Stack spacing={1} lang={locale}>
          <DatePicker label={current.label} value={value} onChange={setValue} />
          <DateCalendar value={value} onChange={setValue} sx={{ mx: 0 }} />
        </Stack>
      </LocalizationProvider>
    </Stack>
  );
}
