import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';

export const component = 'AccordionGroup';

// Starting values are those of an md AccordionGroup, which is a List (List's styles in @mui/joy 5.0.0-beta.49).
export const variables = [
  { name: '--ListItem-minHeight', default: 2.25, min: 1.5, max: 4, step: 0.125, unit: 'rem' },
  { name: '--ListItem-paddingX', default: 0.75, min: 0, max: 2, step: 0.125, unit: 'rem' },
  { name: '--ListItem-paddingY', default: 0.25, min: 0, max: 1.5, step: 0.125, unit: 'rem' },
] as const;

export default function AccordionVariablesPreview({ sx }: { sx: Record<string, string> }) {
  return (
    <AccordionGroup variant="outlined" sx={{ width: 320, maxWidth: '100%', borderRadius: 'sm', ...sx }}>
      <Accordion defaultExpanded>
        <AccordionSummary>Shipping</AccordionSummary>
        <AccordionDetails>Free over €40, otherwise €4.90.</AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary>Returns</AccordionSummary>
        <AccordionDetails>Within 30 days, in the original packaging.</AccordionDetails>
      </Accordion>
    </AccordionGroup>
  );
}
