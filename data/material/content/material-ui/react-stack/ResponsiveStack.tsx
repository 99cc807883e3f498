import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function ResponsiveStack() {
  return (
    <Paper variant="outlined" sx={{ p: 2, width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 1.5, sm: 2 }} useFlexGap sx={{ alignItems: { sm: 'center' } }}>
        <Avatar sx={{ bgcolor: 'secondary.main' }}>NK</Avatar>
        <div>
          <Typography sx={{ fontWeight: 500 }}>Noor Kaya</Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Invited you to edit “Spring catalogue”.
          </Typography>
        </div>
        <Stack direction="row" spacing={1} sx={{ ml: { sm: 'auto' } }}>
          <Button size="small" variant="contained">
            Accept
          </Button>
          <Button size="small">Decline</Button>
        </Stack>
      </Stack>
    </Paper>
  );
}
