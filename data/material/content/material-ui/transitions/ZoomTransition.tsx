import * as React from 'react';
import Fab from '@mui/material/Fab';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Zoom from '@mui/material/Zoom';
import EditIcon from '@mui/icons-material/Edit';
import ShareIcon from '@mui/icons-material/Share';

export default function ZoomTransition() {
  const [shown, setShown] = React.useState(false);

  return (
    <Stack spacing={2}>
      <FormControlLabel control={<Switch checked={shown} onChange={(event) => setShown(event.target.checked)} />} label="Show actions" />
      <Stack direction="row" spacing={2} sx={{ minHeight: 56 }}>
        <Zoom in={shown}>
          <Fab color="primary" aria-label="Edit note">
            <EditIcon />
          </Fab>
        </Zoom>
        {/* A transition delay staggers the second button; it only applies on the way in. */}
        <Zoom in={shown} style={{ transitionDelay: shown ? '150ms' : '0ms' }}>
          <Fab color="secondary" aria-label="Share note">
            <ShareIcon />
          </Fab>
        </Zoom>
      </Stack>
    </Stack>
  );
}
