import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Stack from '@mui/joy/Stack';

const hours = Array.from({ length: 24 }, (_, hour) => `${String(hour).padStart(2, '0')}:00`);

export default function SelectListbox() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <FormControl sx={{ width: 160 }}>
        <FormLabel>Quiet hours start</FormLabel>
        <Select
          defaultValue="22:00"
          slotProps={{
            // A shorter list that scrolls, in the soft variant, aligned with the start of the field.
            listbox: { placement: 'bottom-start', variant: 'soft', sx: { maxHeight: 240 } },
          }}
        >
          {hours.map((hour) => (
            <Option key={hour} value={hour}>
              {hour}
            </Option>
          ))}
        </Select>
      </FormControl>
      <FormControl sx={{ width: 120 }}>
        <FormLabel>Currency</FormLabel>
        <Select
          defaultValue="chf"
          slotProps={{
            // Wider than the button, so the long names fit, and a little further from it.
            listbox: {
              placement: 'bottom-end',
              sx: { minWidth: 220, '--ListItem-minHeight': '2.5rem' },
              modifiers: [{ name: 'offset', options: { offset: [0, 8] } }],
            },
          }}
          renderValue={(option) => option?.value.toUpperCase()}
        >
          <Option value="chf">CHF · Swiss franc</Option>
          <Option value="dkk">DKK · Danish krone</Option>
          <Option value="sek">SEK · Swedish krona</Option>
          <Option value="nok">NOK · Norwegian krone</Option>
        </Select>
      </FormControl>
    </Stack>
  );
}
