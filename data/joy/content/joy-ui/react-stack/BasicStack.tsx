import Stack from '@mui/joy/Stack';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const reminders = ['Renew the parking permit', 'Book the boiler service', 'Return the library books'];

export default function BasicStack() {
  return (
    <Stack spacing={1.5} sx={{ width: '100%', maxWidth: 360 }}>
      {reminders.map((reminder) => (
        <Sheet key={reminder} variant="outlined" sx={{ p: 1.5, borderRadius: 'sm' }}>
          <Typography level="body-sm">{reminder}</Typography>
        </Sheet>
      ))}
    </Stack>
  );
}
