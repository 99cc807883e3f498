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

type Size = NonNullable<AccordionGroupProps['size']>;

export default function AccordionSizes() {
  const [size, setSize] = React.useState<Size>('md');
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%', maxWidth: 480 }}>
      <FormControl>
        <FormLabel>Size</FormLabel>
        <RadioGroup orientation="horizontal" value={size} onChange={(event) => setSize(event.target.value as Size)}>
          {['sm', 'md', 'lg'].map((value) => (
            <Radio key={value} value={value} label={value} />
          ))}
        </RadioGroup>
      </FormControl>
      <AccordionGroup size={size} variant="outlined" sx={{ borderRadius: 'sm' }}>
        <Accordion defaultExpanded>
          <AccordionSummary>Opening times</AccordionSummary>
          <AccordionDetails>Monday to Saturday, 8:00 to 20:00. Sundays 10:00 to 16:00.</AccordionDetails>
        </Accordion>
        <Accordion>
          <AccordionSummary>Parking</AccordionSummary>
          <AccordionDetails>Free for two hours in the multi-storey on Mill Lane.</AccordionDetails>
        </Accordion>
      </AccordionGroup>
    </Box>
  );
}
