import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function DisabledAccordion() {
  return (
    <div>
      <Accordion>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="step1-content" id="step1-header">
          <Typography component="span">1. Personal details</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">Name, email address and phone number.</Typography>
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="step2-content" id="step2-header">
          <Typography component="span">2. Delivery</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">Choose home delivery or a pick-up point.</Typography>
        </AccordionDetails>
      </Accordion>
      <Accordion disabled>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="step3-content" id="step3-header">
          <Typography component="span">3. Payment (complete the delivery step first)</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">Card, bank transfer or invoice.</Typography>
        </AccordionDetails>
      </Accordion>
    </div>
  );
}
