import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';

const questions = [
  { q: 'Is the venue step-free?', a: 'Yes. There is a lift to every floor and a ramp at the main entrance.' },
  { q: 'Can I bring my own food?', a: 'Picnics are welcome in the garden; the café serves lunch until 15:00.' },
  { q: 'Are dogs allowed?', a: 'Assistance dogs are welcome everywhere; other dogs in the garden only.' },
];

export default function AccordionNoDivider() {
  return (
    <AccordionGroup
      disableDivider
      // Without dividers, separate the accordions with space and give each one its own surface.
      sx={{ maxWidth: 480, width: '100%', gap: 1 }}
    >
      {questions.map((item) => (
        <Accordion
          key={item.q}
          variant="outlined"
          sx={(theme) => ({
            borderRadius: 'md',
            // An Accordion's bottom border is the group's divider: give it back for the outlined card.
            '--Accordion-borderBottom': `1px solid ${theme.vars.palette.neutral.outlinedBorder}`,
          })}
        >
          <AccordionSummary>{item.q}</AccordionSummary>
          <AccordionDetails>{item.a}</AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
