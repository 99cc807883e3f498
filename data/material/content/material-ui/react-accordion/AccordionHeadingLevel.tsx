import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function AccordionHeadingLevel() {
  return (
    <section aria-labelledby="specs-title">
      <Typography id="specs-title" variant="h6" component="h3" gutterBottom>
        Technical details
      </Typography>
      {/* The section title is an h3, so each summary becomes an h4. */}
      <Accordion slotProps={{ heading: { component: 'h4' } }}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="dimensions-content" id="dimensions-header">
          <Typography component="span">Dimensions</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">42 × 28 × 15 cm, 1.9 kg without the battery.</Typography>
        </AccordionDetails>
      </Accordion>
      <Accordion slotProps={{ heading: { component: 'h4' } }}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="power-content" id="power-header">
          <Typography component="span">Power</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">Rechargeable 36 V battery, about 40 minutes per charge.</Typography>
        </AccordionDetails>
      </Accordion>
    </section>
  );
}
