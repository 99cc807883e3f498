import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

export default function ShrinkLabel() {
  const plainRef = React.useRef<HTMLInputElement>(null);
  const shrunkRef = React.useRef<HTMLInputElement>(null);

  // Writes to the DOM directly, as a password manager or a non-React script would. No change event fires.
  const fillFromScript = () => {
    if (plainRef.current) {
      plainRef.current.value = '27 Harbour Road';
    }
    if (shrunkRef.current) {
      shrunkRef.current.value = '27 Harbour Road';
    }
  };

  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <Button variant="outlined" onClick={fillFromScript} sx={{ alignSelf: 'flex-start' }}>
        Fill without events
      </Button>
      <TextField id="shrink-default" label="Address (label not shrunk)" inputRef={plainRef} />
      <TextField id="shrink-forced" label="Address (shrink forced)" inputRef={shrunkRef} slotProps={{ inputLabel: { shrink: true } }} />
    </Stack>
  );
}
