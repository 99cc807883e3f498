import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const stats = [
  { label: 'Visitors', value: '8,412' },
  { label: 'Sign-ups', value: '326' },
  { label: 'Conversion', value: '3.9%' },
];

export default function DividerStack() {
  return (
    <Stack
      direction="row"
      divider={<Divider orientation="vertical" flexItem />}
      spacing={2}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2 }}
    >
      {stats.map((stat) => (
        <div key={stat.label}>
          <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
            {stat.label}
          </Typography>
          <Typography variant="h6" component="p">
            {stat.value}
          </Typography>
        </div>
      ))}
    </Stack>
  );
}
