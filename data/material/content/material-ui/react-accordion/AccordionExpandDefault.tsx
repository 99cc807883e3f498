import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function AccordionExpandDefault() {
  return (
    <div>
      <Accordion defaultExpanded>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="summary-content" id="summary-header">
          <Typography component="span">Order summary</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">3 items · subtotal €84.50 · delivery on Thursday between 9:00 and 12:00.</Typography>
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="billing-content" id="billing-header">
          <Typography component="span">Billing address</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">Same as the delivery address.</Typography>
        </AccordionDetails>
      </Accordion>
    </div>
  );
}
