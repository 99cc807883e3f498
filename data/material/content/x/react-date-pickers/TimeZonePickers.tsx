import * as React from 'react';
import dayjs, { Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';
import timezone from 'dayjs/plugin/timezone';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateTimePicker } from '@mui/x-date-pickers/DateTimePicker';

// The pickers need both plugins before they can read or render a named time zone.
dayjs.extend(utc);
dayjs.extend(timezone);

const zones = [
  'America/Los_Angeles',
  'America/New_York',
  'America/Sao_Paulo',
  'Europe/London',
  'Europe/Berlin',
  'Africa/Nairobi',
  'Asia/Kolkata',
  'Asia/Tokyo',
  'Australia/Sydney',
];

function ZonedPicker(props: {
  id: string;
  label: string;
  zone: string;
  onZoneChange: (zone: string) => void;
  value: Dayjs | null;
  onChange: (value: Dayjs | null) => void;
}) {
  const { id, label, zone, onZoneChange, value, onChange } = props;
  return (
    <Stack spacing={1.5} sx={{ flex: 1, minWidth: 0 }}>
      <FormControl size="small">
        <InputLabel id={`${id}-zone-label`}>{`${label} time zone`}</InputLabel>
        <Select
          labelId={`${id}-zone-label`}
          label={`${label} time zone`}
          value={zone}
          onChange={(event) => onZoneChange(event.target.value)}
        >
          {zones.map((name) => (
            <MenuItem key={name} value={name}>
              {name.replace('_', ' ')}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <DateTimePicker
        label={`Call starts (${label.toLowerCase()})`}
        value={value}
        onChange={onChange}
        timezone={zone}
        slotProps={{
          textField: {
            helperText: value?.isValid() ? `UTC offset ${value.tz(zone).format('Z')}` : ' ',
          },
        }}
      />
    </Stack>
  );
}

export default function TimeZonePickers() {
  // One instant, stored in UTC. Each picker renders it in its own `timezone` and hands
  // changes back in UTC, the time zone of the value it received.
  const [value, setValue] = React.useState<Dayjs | null>(dayjs.utc('2025-06-10T13:00:00Z'));
  const [hostZone, setHostZone] = React.useState('America/New_York');
  const [guestZone, setGuestZone] = React.useState('Asia/Tokyo');

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={2}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <ZonedPicker id="host" label="Host" zone={hostZone} onZoneChange={setHostZone} value={value} onChange={setValue} />
          <ZonedPicker id="guest" label="Guest" zone={guestZone} onZoneChange={setGuestZone} value={value} onChange={setValue} />
        </Stack>
        <Typography role="status" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          Stored value: {value?.isValid() ? value.toISOString() : 'none'}
        </Typography>
      </Stack>
    </LocalizationProvider>
  );
}
