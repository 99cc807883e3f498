import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function SaveDraftButton() {
  const [saving, setSaving] = React.useState(false);
  const [saves, setSaves] = React.useState(0);

  React.useEffect(() => {
    if (!saving) {
      return undefined;
    }
    const timer = setTimeout(() => {
      setSaving(false);
      setSaves((count) => count + 1);
    }, 1200);
    return () => clearTimeout(timer);
  }, [saving]);

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button variant="contained" loading={saving} loadingPosition="start" onClick={() => setSaving(true)}>
        Save draft
      </Button>
      <Typography variant="body2" role="status">
        {saves === 0 ? 'Not saved yet' : `Saved ${saves} time${saves === 1 ? '' : 's'}`}
      </Typography>
    </Stack>
  );
}
