import * as React from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup, { AccordionGroupProps } from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Radio from '@mui/joy/Radio';
import RadioGroup from '@mui/joy/RadioGroup';

const PRESETS: Record<string, AccordionGroupProps['transition']> = {
  default: '0.2s ease',
  slow: '0.6s ease-in-out',
  // Open with a gentle overshoot, close quickly.
  asymmetric: { initial: '0.15s ease-in', expanded: '0.45s cubic-bezier(0.34, 1.3, 0.64, 1)' },
  none: '0s',
};

export default function AccordionTransition() {
  const [preset, setPreset] = React.useState('asymmetric');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%', maxWidth: 480 }}>
      <FormControl>
        <FormLabel>Transition</FormLabel>
        <RadioGroup orientation="horizontal" value={preset} onChange={(event) => setPreset(event.target.value)} sx={{ flexWrap: 'wrap' }}>
          {Object.keys(PRESETS).map((name) => (
            <Radio key={name} value={name} label={name} />
          ))}
        </RadioGroup>
      </FormControl>
      <AccordionGroup transition={PRESETS[preset]} variant="soft" sx={{ borderRadius: 'sm' }}>
        <Accordion>
          <AccordionSummary>What is included in the rental?</AccordionSummary>
          <AccordionDetails>
            A helmet, a lock, front and rear lights and a phone holder. Panniers cost €3 a day extra. Children’s seats are free on request.
          </AccordionDetails>
        </Accordion>
        <Accordion>
          <AccordionSummary>Where can I leave the bike?</AccordionSummary>
          <AccordionDetails>
            At any of our twelve stations in the city. The map in the app shows free docks in real time, and the ride ends when the lock
            clicks.
          </AccordionDetails>
        </Accordion>
      </AccordionGroup>
    </Box>
  );
}
