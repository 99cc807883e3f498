import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Popover, { PopoverOrigin } from '@mui/material/Popover';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';

type Vertical = Exclude<PopoverOrigin['vertical'], number>;
type Horizontal = Exclude<PopoverOrigin['horizontal'], number>;

const verticals: Vertical[] = ['top', 'center', 'bottom'];
const horizontals: Horizontal[] = ['left', 'center', 'right'];

function OriginPicker({
  legend,
  name,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  value: { vertical: Vertical; horizontal: Horizontal };
  onChange: (value: { vertical: Vertical; horizontal: Horizontal }) => void;
}) {
  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
      <FormControl>
        <FormLabel id={`${name}-vertical`}>{legend}.vertical</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${name}-vertical`}
          value={value.vertical}
          onChange={(event) => onChange({ ...value, vertical: event.target.value as Vertical })}
        >
          {verticals.map((option) => (
            <FormControlLabel key={option} value={option} control={<Radio size="small" />} label={option} />
          ))}
        </RadioGroup>
      </FormControl>
      <FormControl>
        <FormLabel id={`${name}-horizontal`}>{legend}.horizontal</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${name}-horizontal`}
          value={value.horizontal}
          onChange={(event) => onChange({ ...value, horizontal: event.target.value as Horizontal })}
        >
          {horizontals.map((option) => (
            <FormControlLabel key={option} value={option} control={<Radio size="small" />} label={option} />
          ))}
        </RadioGroup>
      </FormControl>
    </Box>
  );
}

export default function AnchorPlayground() {
  const [anchorEl, setAnchorEl] = React.useState<HTMLButtonElement | null>(null);
  const [anchorOrigin, setAnchorOrigin] = React.useState<{ vertical: Vertical; horizontal: Horizontal }>({
    vertical: 'bottom',
    horizontal: 'left',
  });
  const [transformOrigin, setTransformOrigin] = React.useState<{ vertical: Vertical; horizontal: Horizontal }>({
    vertical: 'top',
    horizontal: 'left',
  });

  const code = `<Popover
  anchorOrigin={{ vertical: '${anchorOrigin.vertical}', horizontal: '${anchorOrigin.horizontal}' }}
  transformOrigin={{ vertical: '${transformOrigin.vertical}', horizontal: '${transformOrigin.horizontal}' }}
/>`;

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <Button variant="contained" onClick={(event) => setAnchorEl(event.currentTarget)}>
          Open popover
        </Button>
      </Box>
      <Popover
        open={Boolean(anchorEl)}
        anchorEl={anchorEl}
        onClose={() => setAnchorEl(null)}
        anchorOrigin={anchorOrigin}
        transformOrigin={transformOrigin}
        slotProps={{ paper: { sx: { p: 2 } } }}
      >
        <Typography variant="body2">Anchored here. Press Escape to close.</Typography>
      </Popover>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <OriginPicker legend="anchorOrigin" name="anchor-origin" value={anchorOrigin} onChange={setAnchorOrigin} />
        <OriginPicker legend="transformOrigin" name="transform-origin" value={transformOrigin} onChange={setTransformOrigin} />
        <Box
          component="pre"
          sx={{ m: 0, p: 1.5, overflowX: 'auto', borderRadius: 1, bgcolor: 'action.hover', fontSize: 13, fontFamily: 'monospace' }}
          tabIndex={0}
          aria-label="Resulting code"
        >
          {code}
        </Box>
      </Box>
    </Box>
  );
}
