import Stack from '@mui/joy/Stack';
import Divider from '@mui/joy/Divider';
import Typography from '@mui/joy/Typography';
import Box from '@mui/joy/Box';

const stats = [
  { label: 'Followers', value: '2.4k' },
  { label: 'Following', value: '318' },
  { label: 'Posts', value: '97' },
];

export default function DividerStack() {
  return (
    <Stack direction="row" spacing={2} divider={<Divider orientation="vertical" />} sx={{ justifyContent: 'center' }}>
      {stats.map((stat) => (
        <Box key={stat.label} sx={{ textAlign: 'center', minWidth: 64 }}>
          <Typography level="title-lg">{stat.value}</Typography>
          <Typography level="body-xs">{stat.label}</Typography>
        </Box>
      ))}
    </Stack>
  );
}
