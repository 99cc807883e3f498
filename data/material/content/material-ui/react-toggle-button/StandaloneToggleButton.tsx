import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import MicIcon from '@mui/icons-material/Mic';
import MicOffIcon from '@mui/icons-material/MicOff';
import ClosedCaptionIcon from '@mui/icons-material/ClosedCaption';

export default function StandaloneToggleButton() {
  const [muted, setMuted] = React.useState(false);
  const [captions, setCaptions] = React.useState(true);

  return (
    <Stack direction="row" spacing={2} sx={{ justifyContent: 'center' }}>
      {/* The name stays "Mute"; aria-pressed (set from selected) says whether it is on. */}
      <ToggleButton value="mute" selected={muted} onChange={() => setMuted((value) => !value)} aria-label="Mute" color="error">
        {muted ? <MicOffIcon /> : <MicIcon />}
      </ToggleButton>
      <ToggleButton value="captions" selected={captions} onChange={() => setCaptions((value) => !value)} color="primary">
        <ClosedCaptionIcon sx={{ mr: 1 }} />
        Captions
      </ToggleButton>
    </Stack>
  );
}
