import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import SpeedDial, { type SpeedDialProps } from '@mui/material/SpeedDial';
import SpeedDialAction from '@mui/material/SpeedDialAction';
import SpeedDialIcon from '@mui/material/SpeedDialIcon';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import InsertLinkIcon from '@mui/icons-material/InsertLink';

type Direction = NonNullable<SpeedDialProps['direction']>;

const actions = [
  { name: 'Bold', icon: <FormatBoldIcon /> },
  { name: 'Italic', icon: <FormatItalicIcon /> },
  { name: 'Underline', icon: <FormatUnderlinedIcon /> },
  { name: 'Insert link', icon: <InsertLinkIcon /> },
];

// Where the dial sits in the box, so that its actions have room in each direction.
const placement: Record<Direction, object> = {
  up: { bottom: 16, right: 16 },
  down: { top: 16, right: 16 },
  left: { bottom: 16, right: 16 },
  right: { bottom: 16, left: 16 },
};

export default function SpeedDialDirections() {
  const [direction, setDirection] = React.useState<Direction>('up');
  const [hidden, setHidden] = React.useState(false);

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={3} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <FormControl>
          <FormLabel id="speed-dial-direction-label">direction</FormLabel>
          <RadioGroup
            row
            aria-labelledby="speed-dial-direction-label"
            value={direction}
            onChange={(event) => setDirection(event.target.value as Direction)}
          >
            {(['up', 'down', 'left', 'right'] as const).map((value) => (
              <FormControlLabel key={value} value={value} control={<Radio size="small" />} label={value} />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControlLabel control={<Switch checked={hidden} onChange={(event) => setHidden(event.target.checked)} />} label="hidden" />
      </Stack>
      <Box sx={{ position: 'relative', height: 300, border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
        <SpeedDial
          ariaLabel="Text formatting"
          icon={<SpeedDialIcon />}
          direction={direction}
          hidden={hidden}
          sx={{ position: 'absolute', ...placement[direction] }}
        >
          {actions.map((action) => (
            <SpeedDialAction key={action.name} icon={action.icon} slotProps={{ tooltip: { title: action.name } }} />
          ))}
        </SpeedDial>
      </Box>
    </Stack>
  );
}
