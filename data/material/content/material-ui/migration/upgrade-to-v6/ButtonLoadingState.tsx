import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SaveIcon from '@mui/icons-material/Save';

export default function ButtonLoadingState() {
  const [saving, setSaving] = React.useState(false);
  const [savedAt, setSavedAt] = React.useState<string | null>(null);
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const handleSave = () => {
    setSaving(true);
    // Stands in for a network request.
    timer.current = setTimeout(() => {
      setSaving(false);
      setSavedAt(new Date().toLocaleTimeString());
    }, 1500);
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      {/* Was <LoadingButton loading={saving} loadingPosition="start" …> from @mui/lab */}
      <Button variant="contained" loading={saving} loadingPosition="start" startIcon={<SaveIcon />} onClick={handleSave}>
        Save changes
      </Button>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {saving ? 'Saving…' : savedAt ? `Saved at ${savedAt}.` : 'No changes saved yet.'}
      </Typography>
    </Stack>
  );
}
