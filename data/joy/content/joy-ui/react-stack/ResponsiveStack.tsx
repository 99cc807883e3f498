import Stack from '@mui/joy/Stack';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';

const steps = [
  { title: 'Pick a slot', text: 'Deliveries run every day from 8:00 to 21:00.' },
  { title: 'Leave a note', text: 'Tell the driver where to leave the parcel.' },
  { title: 'Track it live', text: 'Follow the van on the map from 30 minutes away.' },
];

export default function ResponsiveStack() {
  return (
    <Stack
      // A column on phones, a row from the sm breakpoint; the gap grows with the screen.
      direction={{ xs: 'column', sm: 'row' }}
      spacing={{ xs: 1, sm: 2, md: 3 }}
      sx={{ width: '100%' }}
    >
      {steps.map((step) => (
        <Card key={step.title} variant="soft" sx={{ flex: 1 }}>
          <Typography level="title-sm">{step.title}</Typography>
          <Typography level="body-sm">{step.text}</Typography>
        </Card>
      ))}
    </Stack>
  );
}
