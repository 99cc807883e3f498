import * as React from 'react';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import PublishIcon from '@mui/icons-material/Publish';

export default function LoadingCustomIndicator() {
  const [saving, setSaving] = React.useState(false);
  const [status, setStatus] = React.useState('Draft, not published yet.');
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const handlePublish = () => {
    setSaving(true);
    setStatus('');
    // Stands in for a request to the server.
    timer.current = setTimeout(() => {
      setSaving(false);
      setStatus('Article published at ' + new Date().toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' }) + '.');
    }, 2000);
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="contained" loading={saving} loadingIndicator="Publishing…" onClick={handlePublish} sx={{ minWidth: 140 }}>
          Publish
        </Button>
        <Button
          variant="outlined"
          loading={saving}
          loadingPosition="start"
          startIcon={<PublishIcon />}
          loadingIndicator={<LinearProgress aria-label="Publishing" color="inherit" sx={{ width: 18, height: 3, borderRadius: 1 }} />}
          onClick={handlePublish}
        >
          Publish and notify
        </Button>
      </Stack>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary', minHeight: '1.5em' }}>
        {saving ? 'Publishing…' : status}
      </Typography>
    </Stack>
  );
}
