import * as React from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';

const steps = [
  { title: '1. Choose a date', text: 'Tours run every day at 10:00 and 14:00, except on the first Monday of the month.' },
  { title: '2. Add guests', text: 'Up to eight people per booking. Children under six go free but need a ticket.' },
  { title: '3. Pay and confirm', text: 'Pay by card or voucher. Your tickets arrive by email within a few minutes.' },
];

export default function AccordionControlled() {
  // The index of the open section, or null: only one can be open at a time.
  const [expanded, setExpanded] = React.useState<number | null>(0);
  return (
    <AccordionGroup sx={{ maxWidth: 480, width: '100%' }}>
      {steps.map((step, index) => (
        <Accordion key={step.title} expanded={expanded === index} onChange={(_event, isExpanded) => setExpanded(isExpanded ? index : null)}>
          <AccordionSummary>{step.title}</AccordionSummary>
          <AccordionDetails>{step.text}</AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
