import Avatar from '@mui/material/Avatar';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const subject = 'Quarterly budget review: updated figures for the northern region and the revised travel policy';

export default function NoWrapStack() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      <Paper variant="outlined" sx={{ p: 1.5, overflow: 'hidden' }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar>RB</Avatar>
          <Typography noWrap>{subject}</Typography>
        </Stack>
      </Paper>
      <Paper variant="outlined" sx={{ p: 1.5 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar>RB</Avatar>
          <Stack sx={{ minWidth: 0 }}>
            <Typography noWrap>{subject}</Typography>
          </Stack>
        </Stack>
      </Paper>
    </Stack>
  );
}
