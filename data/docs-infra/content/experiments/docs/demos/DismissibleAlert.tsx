import * as React from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';

export default function DismissibleAlert() {
  const [open, setOpen] = React.useState(true);

  if (!open) {
    return (
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Show the frost warning again
      </Button>
    );
  }
  return (
    <Alert severity="warning" onClose={() => setOpen(false)}>
      <AlertTitle>Frost tonight</AlertTitle>
      Cover the seedlings in the raised beds before sunset.
    </Alert>
  );
}
