import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function SimplePortal() {
  const [show, setShow] = React.useState(false);
  const [disablePortal, setDisablePortal] = React.useState(false);
  const container = React.useRef<HTMLDivElement>(null);

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Button variant="contained" onClick={() => setShow((current) => !current)}>
          {show ? 'Unmount children' : 'Mount children'}
        </Button>
        <FormControlLabel
          control={<Switch checked={disablePortal} onChange={(event) => setDisablePortal(event.target.checked)} />}
          label="disablePortal"
        />
      </Stack>
      <Box sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
          Where the Portal is written in the JSX
        </Typography>
        {show ? (
          <Portal container={() => container.current} disablePortal={disablePortal}>
            <Typography sx={{ p: 1, borderRadius: 1, bgcolor: 'primary.main', color: 'primary.contrastText' }}>
              Your export is ready to download.
            </Typography>
          </Portal>
        ) : null}
      </Box>
      <Box ref={container} sx={{ p: 1.5, border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1 }}>
        <Typography variant="caption" component="p" sx={{ color: 'text.secondary', mb: 1 }}>
          The container element
        </Typography>
      </Box>
    </Stack>
  );
}
