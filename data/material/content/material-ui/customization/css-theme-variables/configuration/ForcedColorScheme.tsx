import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import FormControlLabel from '@mui/material/FormControlLabel';
import Typography from '@mui/material/Typography';

function Preview({ scheme }: { scheme: 'light' | 'dark' }) {
  return (
    // The class of a scheme redeclares that scheme's variables for this subtree
    // (with colorSchemeSelector: 'class'; use the attribute with 'data').
    <Box className={scheme} sx={{ flex: 1, minWidth: 0 }}>
      <Paper variant="outlined" sx={{ p: 2, bgcolor: 'background.default', color: 'text.primary' }}>
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
          Always {scheme}
        </Typography>
        <Typography variant="subtitle1" component="p" gutterBottom>
          Player controls
        </Typography>
        <FormControlLabel control={<Switch defaultChecked />} label="Autoplay" />
        <Box sx={{ mt: 1 }}>
          <Button variant="contained" size="small">
            Play
          </Button>
        </Box>
      </Paper>
    </Box>
  );
}

export default function ForcedColorScheme() {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ width: '100%' }}>
      <Preview scheme="light" />
      <Preview scheme="dark" />
    </Stack>
  );
}
