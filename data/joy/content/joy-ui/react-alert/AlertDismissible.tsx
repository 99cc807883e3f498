import * as React from 'react';
import Alert from '@mui/joy/Alert';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import CloseRounded from '@mui/icons-material/CloseRounded';
import InfoOutlined from '@mui/icons-material/InfoOutlined';

export default function AlertDismissible() {
  const [open, setOpen] = React.useState(true);
  const showAgainRef = React.useRef<HTMLButtonElement>(null);
  const closeRef = React.useRef<HTMLButtonElement>(null);
  const moveFocus = React.useRef(false);

  React.useEffect(() => {
    // After a keyboard user closes (or reopens) the alert, keep focus on a control that still exists.
    if (moveFocus.current) {
      (open ? closeRef : showAgainRef).current?.focus();
      moveFocus.current = false;
    }
  }, [open]);

  const toggle = (next: boolean) => {
    moveFocus.current = true;
    setOpen(next);
  };

  return (
    <Stack spacing={2} sx={{ width: '100%', alignItems: 'flex-start' }}>
      {open ? (
        <Alert
          color="primary"
          startDecorator={<InfoOutlined />}
          sx={{ width: '100%' }}
          endDecorator={
            <IconButton ref={closeRef} size="sm" variant="soft" color="primary" aria-label="Close the notice" onClick={() => toggle(false)}>
              <CloseRounded />
            </IconButton>
          }
        >
          The reading room closes at 18:00 on public holidays.
        </Alert>
      ) : (
        <Button ref={showAgainRef} variant="outlined" color="neutral" onClick={() => toggle(true)}>
          Show the notice again
        </Button>
      )}
    </Stack>
  );
}
