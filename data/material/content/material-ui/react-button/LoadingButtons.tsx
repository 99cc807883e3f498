import * as React from 'react';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import SaveIcon from '@mui/icons-material/Save';
import SendIcon from '@mui/icons-material/Send';
import DownloadIcon from '@mui/icons-material/Download';

export default function LoadingButtons() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Stack spacing={2}>
      <FormControlLabel control={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />} label="Loading" />
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="outlined" loading={loading}>
          Submit
        </Button>
        <Button variant="contained" loading={loading} loadingPosition="start" startIcon={<SaveIcon />}>
          Save
        </Button>
        <Button variant="contained" loading={loading} loadingPosition="end" endIcon={<SendIcon />}>
          Send
        </Button>
        <IconButton aria-label="Download" loading={loading}>
          <DownloadIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}
