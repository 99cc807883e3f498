import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

export default function FadeTransition() {
  const [visible, setVisible] = React.useState(true);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={<Switch checked={visible} onChange={(event) => setVisible(event.target.checked)} />}
        label="Show sync status"
      />
      {/* The box keeps its height while the alert is hidden, so the page does not jump. */}
      <Box sx={{ minHeight: 48 }}>
        <Fade in={visible}>
          <Alert severity="success" sx={{ maxWidth: 360 }}>
            All 18 files are synced.
          </Alert>
        </Fade>
      </Box>
    </Stack>
  );
}
