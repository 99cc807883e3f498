import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary, { accordionSummaryClasses } from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ArrowRightIcon from '@mui/icons-material/ArrowRight';

export default function AccordionExpandIcon() {
  return (
    <div>
      <Accordion>
        {/* A plus that turns into a cross: rotate by 45 degrees instead of the default 180. */}
        <AccordionSummary
          expandIcon={<AddIcon />}
          aria-controls="plus-content"
          id="plus-header"
          sx={{ [`& .${accordionSummaryClasses.expandIconWrapper}.${accordionSummaryClasses.expanded}`]: { transform: 'rotate(45deg)' } }}
        >
          <Typography component="span">Opening hours</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">Monday to Friday 8:00–19:00, Saturday 9:00–14:00. Closed on public holidays.</Typography>
        </AccordionDetails>
      </Accordion>
      <Accordion>
        {/* The icon before the text, pointing right and turning down when open. */}
        <AccordionSummary
          expandIcon={<ArrowRightIcon />}
          aria-controls="arrow-content"
          id="arrow-header"
          sx={{
            flexDirection: 'row-reverse',
            [`& .${accordionSummaryClasses.expandIconWrapper}.${accordionSummaryClasses.expanded}`]: { transform: 'rotate(90deg)' },
            [`& .${accordionSummaryClasses.content}`]: { ml: 1 },
          }}
        >
          <Typography component="span">Parking</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">There are twelve visitor spaces behind the building, free for the first two hours.</Typography>
        </AccordionDetails>
      </Accordion>
    </div>
  );
}
