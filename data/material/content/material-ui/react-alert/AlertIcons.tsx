import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import CloudDoneOutlinedIcon from '@mui/icons-material/CloudDoneOutlined';
import LightbulbOutlinedIcon from '@mui/icons-material/LightbulbOutlined';
import ScheduleIcon from '@mui/icons-material/Schedule';

export default function AlertIcons() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Alert icon={<CloudDoneOutlinedIcon fontSize="inherit" />} severity="success">
        All 48 photos are backed up.
      </Alert>
      <Alert iconMapping={{ info: <LightbulbOutlinedIcon fontSize="inherit" /> }} severity="info">
        Tip: press / anywhere to jump to search.
      </Alert>
      <Alert icon={<ScheduleIcon fontSize="inherit" />} severity="warning" variant="outlined">
        Your session expires in 5 minutes.
      </Alert>
      <Alert icon={false} severity="info">
        Prices include VAT where applicable.
      </Alert>
    </Stack>
  );
}
