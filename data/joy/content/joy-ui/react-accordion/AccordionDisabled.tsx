import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Chip from '@mui/joy/Chip';

export default function AccordionDisabled() {
  return (
    <AccordionGroup sx={{ maxWidth: 480, width: '100%' }}>
      <Accordion>
        <AccordionSummary>Basic plan</AccordionSummary>
        <AccordionDetails>Five projects, 10 GB of storage and email support.</AccordionDetails>
      </Accordion>
      <Accordion disabled>
        <AccordionSummary>
          Team plan
          <Chip size="sm" variant="soft" sx={{ ml: 'auto' }}>
            Coming soon
          </Chip>
        </AccordionSummary>
        <AccordionDetails>Shared workspaces and roles.</AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary>Enterprise plan</AccordionSummary>
        <AccordionDetails>Single sign-on, audit logs and a named account manager.</AccordionDetails>
      </Accordion>
    </AccordionGroup>
  );
}
