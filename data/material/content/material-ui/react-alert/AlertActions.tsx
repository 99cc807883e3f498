import * as React from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function AlertActions() {
  const [showSaved, setShowSaved] = React.useState(true);
  const [retries, setRetries] = React.useState(0);

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {showSaved ? (
        <Alert onClose={() => setShowSaved(false)}>Shipping address saved as your default.</Alert>
      ) : (
        <Button size="small" onClick={() => setShowSaved(true)} sx={{ alignSelf: 'flex-start' }}>
          Show the dismissed alert again
        </Button>
      )}
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => setRetries((n) => n + 1)}>
            Retry
          </Button>
        }
      >
        {retries === 0 ? 'Sync with the calendar failed.' : `Sync failed again (attempt ${retries + 1}). Check your connection.`}
      </Alert>
    </Stack>
  );
}
