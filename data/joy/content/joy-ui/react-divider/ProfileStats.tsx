import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Divider from '@mui/joy/Divider';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

const stats = [
  { label: 'Routes', value: '48' },
  { label: 'Distance', value: '612 km' },
  { label: 'Climbed', value: '9.4 km' },
];

export default function ProfileStats() {
  return (
    <Sheet variant="outlined" sx={{ p: 2, borderRadius: 'md', maxWidth: 400 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 2 }}>
        <Avatar color="success" variant="soft">
          IB
        </Avatar>
        <div>
          <Typography level="title-md">Ines Barros</Typography>
          <Typography level="body-sm">Trail runner since 2019</Typography>
        </div>
      </Box>
      {/* Stack's divider prop puts a Divider between every pair of children. */}
      <Stack direction="row" divider={<Divider orientation="vertical" />} sx={{ justifyContent: 'space-around' }}>
        {stats.map((stat) => (
          <Box key={stat.label} sx={{ textAlign: 'center', px: 1 }}>
            <Typography level="title-lg">{stat.value}</Typography>
            <Typography level="body-xs">{stat.label}</Typography>
          </Box>
        ))}
      </Stack>
    </Sheet>
  );
}
