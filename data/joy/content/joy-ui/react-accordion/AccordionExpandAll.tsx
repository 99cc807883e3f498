import * as React from 'react';
import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';

const sections = [
  { id: 'scope', title: 'Scope of work', text: 'Replace the roof membrane on the east wing and renew the gutters and downpipes.' },
  { id: 'schedule', title: 'Schedule', text: 'Scaffolding goes up on 3 June; work takes about three weeks, weather permitting.' },
  { id: 'access', title: 'Access', text: 'The east entrance stays closed while the scaffold is up. Use the courtyard door.' },
  { id: 'contacts', title: 'Contacts', text: 'Site manager: Femi Adeyemi, 0161 496 0732, on site from 7:30 to 16:00.' },
];

export default function AccordionExpandAll() {
  const [open, setOpen] = React.useState<string[]>(['scope']);
  const allOpen = open.length === sections.length;

  return (
    <Box sx={{ width: '100%', maxWidth: 520 }}>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 1 }}>
        <Button size="sm" variant="plain" onClick={() => setOpen(allOpen ? [] : sections.map((section) => section.id))}>
          {allOpen ? 'Collapse all' : 'Expand all'}
        </Button>
      </Box>
      <AccordionGroup variant="outlined" sx={{ borderRadius: 'sm' }}>
        {sections.map((section) => (
          <Accordion
            key={section.id}
            expanded={open.includes(section.id)}
            onChange={(_event, isExpanded) =>
              setOpen((current) => (isExpanded ? [...current, section.id] : current.filter((id) => id !== section.id)))
            }
          >
            <AccordionSummary>{section.title}</AccordionSummary>
            <AccordionDetails>{section.text}</AccordionDetails>
          </Accordion>
        ))}
      </AccordionGroup>
    </Box>
  );
}
