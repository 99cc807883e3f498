import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function AlertCloseText() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {/* closeText names the close button for screen readers: translate it with the rest of the UI. */}
      <Alert severity="info" closeText="Hinweis schließen" onClose={() => {}} lang="de">
        Die Lieferung verzögert sich um einen Tag.
      </Alert>
      <Alert severity="success" closeText="Dismiss the upload message" onClose={() => {}} slotProps={{ closeButton: { size: 'medium' } }}>
        quarterly-report.pdf uploaded.
      </Alert>
    </Stack>
  );
}
