import Button from '@mui/material/Button';
import SnackbarContent from '@mui/material/SnackbarContent';
import Stack from '@mui/material/Stack';

export default function SnackbarContents() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <SnackbarContent message="Settings saved" />
      <SnackbarContent
        message="3 files moved to Trash"
        action={
          <Button color="inherit" size="small">
            Undo
          </Button>
        }
      />
      <SnackbarContent
        message="You are offline. Changes are kept on this device and will sync when the connection returns."
        action={
          <Button color="inherit" size="small">
            Retry now
          </Button>
        }
      />
    </Stack>
  );
}
