import * as React from 'react';
import Accordion, { accordionClasses } from '@mui/material/Accordion';
import AccordionDetails, { accordionDetailsClasses } from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Fade from '@mui/material/Fade';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function AccordionTransition() {
  const [expanded, setExpanded] = React.useState(false);

  return (
    <div>
      <Accordion
        expanded={expanded}
        onChange={(_event, isExpanded) => setExpanded(isExpanded)}
        slots={{ transition: Fade }}
        slotProps={{ transition: { timeout: 400 } }}
        sx={[
          // Fade keeps the closed panel in the layout; collapse it by hand while closed.
          expanded
            ? { [`& .${accordionClasses.region}`]: { height: 'auto' }, [`& .${accordionDetailsClasses.root}`]: { display: 'block' } }
            : { [`& .${accordionClasses.region}`]: { height: 0 }, [`& .${accordionDetailsClasses.root}`]: { display: 'none' } },
        ]}
      >
        <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="fade-content" id="fade-header">
          <Typography component="span">Fade (custom transition)</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">The details fade in instead of sliding open.</Typography>
        </AccordionDetails>
      </Accordion>
      <Accordion slotProps={{ transition: { timeout: 600 } }}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="slow-content" id="slow-header">
          <Typography component="span">Collapse, 600 ms</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">The default Collapse transition with a slower timeout.</Typography>
        </AccordionDetails>
      </Accordion>
    </div>
  );
}
