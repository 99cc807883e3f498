import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import GridLegacy, { type GridLegacyDirection } from '@mui/material/GridLegacy';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';

interface ChoiceProps {
  id: string;
  label: string;
  options: string[];
  value: string;
  onChange: (value: string) => void;
}

function Choice({ id, label, options, value, onChange }: ChoiceProps) {
  return (
    <FormControl>
      <FormLabel id={id} sx={{ fontFamily: 'monospace' }}>
        {label}
      </FormLabel>
      <RadioGroup row aria-labelledby={id} value={value} onChange={(event) => onChange(event.target.value)}>
        {options.map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio size="small" />}
            label={option}
            slotProps={{ typography: { variant: 'body2' } }}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
}

export default function LegacyInteractiveGrid() {
  const [direction, setDirection] = React.useState<GridLegacyDirection>('row');
  const [justifyContent, setJustifyContent] = React.useState('flex-start');
  const [alignItems, setAlignItems] = React.useState('stretch');
  const [spacing, setSpacing] = React.useState('2');

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ bgcolor: 'action.hover', borderRadius: 1, p: 2 }}>
        <GridLegacy container direction={direction} spacing={Number(spacing)} sx={{ justifyContent, alignItems, minHeight: 240 }}>
          {[40, 72, 56].map((height, index) => (
            <GridLegacy item key={height}>
              <Paper sx={{ width: 72, height, p: 1, textAlign: 'center' }}>Step {index + 1}</Paper>
            </GridLegacy>
          ))}
        </GridLegacy>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mt: 2 }}>
        <Choice
          id="legacy-direction"
          label="direction"
          options={['row', 'row-reverse', 'column', 'column-reverse']}
          value={direction}
          onChange={(value) => setDirection(value as GridLegacyDirection)}
        />
        <Choice
          id="legacy-justify"
          label="justifyContent"
          options={['flex-start', 'center', 'flex-end', 'space-between', 'space-around', 'space-evenly']}
          value={justifyContent}
          onChange={setJustifyContent}
        />
        <Choice
          id="legacy-align"
          label="alignItems"
          options={['flex-start', 'center', 'flex-end', 'stretch', 'baseline']}
          value={alignItems}
          onChange={setAlignItems}
        />
        <Choice id="legacy-spacing" label="spacing" options={['0', '1', '2', '3']} value={spacing} onChange={setSpacing} />
      </Box>
      <Box component="pre" sx={{ mt: 2, mb: 0, p: 1.5, borderRadius: 1, bgcolor: 'action.selected', fontSize: 13 }}>
        <code>{`<GridLegacy
  container
  direction="${direction}"
  spacing={${spacing}}
  sx={{
    justifyContent: '${justifyContent}',
    alignItems: '${alignItems}',
  }}
>`}</code>
      </Box>
    </Box>
  );
}
