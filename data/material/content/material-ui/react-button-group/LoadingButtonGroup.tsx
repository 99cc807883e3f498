import * as React from 'react';
import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/Save';

export default function LoadingButtonGroup() {
  const [saving, setSaving] = React.useState(false);
  const [status, setStatus] = React.useState('Last saved 12 minutes ago.');
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const handleSave = () => {
    setSaving(true);
    setStatus('Saving…');
    // Stands in for a request to the server.
    timer.current = setTimeout(() => {
      setSaving(false);
      setStatus('Saved just now.');
    }, 1500);
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <ButtonGroup variant="outlined" aria-label="Document actions">
        <Button>Discard</Button>
        <Button>Preview</Button>
        <Button loading={saving} loadingPosition="start" startIcon={<SaveIcon />} onClick={handleSave}>
          Save
        </Button>
      </ButtonGroup>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
        {status}
      </Typography>
    </Stack>
  );
}
