import Accordion, { accordionClasses } from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';

const releases = [
  { version: 'Version 3.2', notes: 'Offline mode for the mobile app, and a calendar view for tasks.' },
  { version: 'Version 3.1', notes: 'Bulk edit for tasks, and a faster search across projects.' },
  { version: 'Version 3.0', notes: 'A new navigation bar, dark mode and keyboard shortcuts everywhere.' },
];

export default function AccordionExpandedStyles() {
  return (
    <AccordionGroup
      variant="outlined"
      sx={(theme) => ({
        maxWidth: 480,
        width: '100%',
        borderRadius: 'md',
        // The open accordion gets a tinted background and a bar on its start edge.
        [`& .${accordionClasses.root}`]: {
          transition: '0.2s ease',
          borderInlineStart: '3px solid transparent',
        },
        [`& .${accordionClasses.root}.${accordionClasses.expanded}`]: {
          bgcolor: theme.vars.palette.background.level1,
          borderInlineStartColor: theme.vars.palette.primary.solidBg,
        },
        // Its summary turns bold and primary.
        '& [aria-expanded="true"]': {
          color: theme.vars.palette.primary.plainColor,
          fontWeight: theme.vars.fontWeight.lg,
        },
      })}
    >
      {releases.map((release, index) => (
        <Accordion key={release.version} defaultExpanded={index === 0}>
          <AccordionSummary>{release.version}</AccordionSummary>
          <AccordionDetails>{release.notes}</AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
