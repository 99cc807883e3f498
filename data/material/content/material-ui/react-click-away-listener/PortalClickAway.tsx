import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ClickAwayListener from '@mui/material/ClickAwayListener';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Portal from '@mui/material/Portal';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function PortalClickAway() {
  const [open, setOpen] = React.useState(false);
  const [reactTree, setReactTree] = React.useState(true);
  const [message, setMessage] = React.useState('Open the panel, then click inside and outside it.');
  const layerRef = React.useRef<HTMLDivElement>(null);

  const handleClickAway = () => {
    if (open) {
      setOpen(false);
      setMessage('Closed by a click away.');
    }
  };

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
      <FormControlLabel
        control={<Switch checked={!reactTree} onChange={(event) => setReactTree(!event.target.checked)} />}
        label="disableReactTree"
      />
      <ClickAwayListener onClickAway={handleClickAway} disableReactTree={!reactTree}>
        <div>
          <Button variant="contained" aria-expanded={open} onClick={() => setOpen((current) => !current)}>
            {open ? 'Hide filters' : 'Show filters'}
          </Button>
          {open ? (
            <Portal container={() => layerRef.current}>
              <Paper variant="outlined" sx={{ p: 2 }} onClick={() => setMessage('Clicked inside the portaled panel.')}>
                <Typography variant="body2">
                  This panel is rendered in the layer below through a Portal, outside the listener&apos;s DOM element.
                </Typography>
              </Paper>
            </Portal>
          ) : null}
        </div>
      </ClickAwayListener>
      <Box ref={layerRef} sx={{ minHeight: 90, p: 1, border: 1, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 1 }}>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          Portal container
        </Typography>
      </Box>
      <Typography variant="body2" role="status">
        {message}
      </Typography>
    </Stack>
  );
}
