import * as React from 'react';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import DirectionsWalkIcon from '@mui/icons-material/DirectionsWalk';
import DirectionsBikeIcon from '@mui/icons-material/DirectionsBike';
import DirectionsTransitIcon from '@mui/icons-material/DirectionsTransit';
import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';

const modes = [
  { value: 'walk', label: 'Walk', icon: <DirectionsWalkIcon /> },
  { value: 'bike', label: 'Bike', icon: <DirectionsBikeIcon /> },
  { value: 'transit', label: 'Transit', icon: <DirectionsTransitIcon /> },
  { value: 'drive', label: 'Drive', icon: <DirectionsCarIcon /> },
];

export default function VerticalToggleButtons() {
  const [mode, setMode] = React.useState('transit');

  return (
    <ToggleButtonGroup
      orientation="vertical"
      value={mode}
      exclusive
      onChange={(_event, newMode: string | null) => {
        if (newMode !== null) {
          setMode(newMode);
        }
      }}
      aria-label="Travel mode"
      sx={{ mx: 'auto', display: 'flex', width: 'fit-content' }}
    >
      {modes.map((item) => (
        <ToggleButton key={item.value} value={item.value} sx={{ justifyContent: 'flex-start', gap: 1.5, pr: 3 }}>
          {item.icon}
          {item.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
