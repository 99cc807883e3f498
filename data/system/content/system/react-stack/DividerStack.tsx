import Box from '@mui/system/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/system/Stack';

const stats = [
  { label: 'Followers', value: '12.8k' },
  { label: 'Following', value: '341' },
  { label: 'Posts', value: '1,096' },
];

export default function DividerStack() {
  return (
    <Stack direction="row" spacing={2} divider={<Divider orientation="vertical" flexItem />} sx={{ color: 'text.primary' }}>
      {stats.map((stat) => (
        <div key={stat.label}>
          <Box sx={{ fontSize: 13, color: 'text.secondary' }}>{stat.label}</Box>
          <Box sx={{ fontSize: 20, fontWeight: 500 }}>{stat.value}</Box>
        </div>
      ))}
    </Stack>
  );
}
