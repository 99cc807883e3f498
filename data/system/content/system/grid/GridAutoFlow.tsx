import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

const values = ['row', 'row dense', 'column'] as const;
type Flow = (typeof values)[number];

const tiles = [
  { label: '1', wide: false },
  { label: '2', wide: false },
  { label: '3 (wide)', wide: true },
  { label: '4', wide: false },
  { label: '5 (wide)', wide: true },
  { label: '6', wide: false },
  { label: '7', wide: false },
];

export default function GridAutoFlow() {
  const [flow, setFlow] = React.useState<Flow>('row');
  const labelId = React.useId();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormControl>
        <FormLabel id={labelId}>gridAutoFlow</FormLabel>
        <RadioGroup row aria-labelledby={labelId} value={flow} onChange={(event) => setFlow(event.target.value as Flow)}>
          {values.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio size="small" />}
              label={value}
              slotProps={{ typography: { sx: { fontFamily: 'monospace', fontSize: 14 } } }}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, 1fr)',
          gridTemplateRows: flow === 'column' ? 'repeat(3, 48px)' : undefined,
          gridAutoRows: 48,
          gridAutoFlow: flow,
          gap: 1,
          maxWidth: 420,
        }}
      >
        {tiles.map((tile) => (
          <Box
            key={tile.label}
            sx={{
              gridColumn: tile.wide ? 'span 2' : undefined,
              display: 'grid',
              placeItems: 'center',
              borderRadius: 1,
              fontSize: 14,
              bgcolor: tile.wide ? 'primary.main' : 'action.selected',
              color: tile.wide ? 'primary.contrastText' : 'text.primary',
            }}
          >
            {tile.label}
          </Box>
        ))}
      </Box>
    </Box>
  );
}
