import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function OrDivider() {
  return (
    <Box sx={{ maxWidth: 400 }}>
      <Typography>Sign in with your library card number.</Typography>
      <Divider sx={{ my: 2 }}>
        <Chip label="or" size="small" />
      </Divider>
      <Typography>Ask at the front desk for a guest pass.</Typography>
      <Stack direction="row" spacing={2} divider={<Divider orientation="vertical" flexItem />} sx={{ mt: 3 }}>
        <Typography variant="body2">Mon–Fri 9–19</Typography>
        <Typography variant="body2">Sat 10–16</Typography>
        <Typography variant="body2">Sun closed</Typography>
      </Stack>
    </Box>
  );
}
