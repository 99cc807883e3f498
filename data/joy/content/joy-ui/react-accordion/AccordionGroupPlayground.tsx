import AccordionGroup, { type AccordionGroupProps } from '@mui/joy/AccordionGroup';
import Accordion from '@mui/joy/Accordion';
import AccordionSummary from '@mui/joy/AccordionSummary';
import AccordionDetails from '@mui/joy/AccordionDetails';

const sections = [
  { title: 'Shipping', text: 'Orders leave the warehouse within two working days.' },
  { title: 'Returns', text: 'Send an unworn item back within 30 days for a full refund.' },
  { title: 'Warranty', text: 'Every product is covered for two years against defects.' },
];

/** The playground's AccordionGroup: three sections, the group's props from the controls. */
export default function AccordionGroupPlayground(props: AccordionGroupProps) {
  return (
    <AccordionGroup sx={{ width: '100%', maxWidth: 420 }} {...props}>
      {sections.map((section) => (
        <Accordion key={section.title}>
          <AccordionSummary>{section.title}</AccordionSummary>
          <AccordionDetails>{section.text}</AccordionDetails>
        </Accordion>
      ))}
    </AccordionGroup>
  );
}
