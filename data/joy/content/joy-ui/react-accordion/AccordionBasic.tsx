import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';

export default function AccordionBasic() {
  return (
    <AccordionGroup sx={{ maxWidth: 480, width: '100%' }}>
      <Accordion>
        <AccordionSummary>How long does delivery take?</AccordionSummary>
        <AccordionDetails>
          Orders placed before 14:00 leave the warehouse the same day. Most arrive in two to three working days.
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary>Can I return a plant?</AccordionSummary>
        <AccordionDetails>
          Yes, within 30 days if it arrived damaged or unwell. Send us a photo and we will replace it or refund you.
        </AccordionDetails>
      </Accordion>
      <Accordion>
        <AccordionSummary>Do you ship pots separately?</AccordionSummary>
        <AccordionDetails>
          Ceramic pots travel in their own box with recycled paper padding, so they may arrive a day later.
        </AccordionDetails>
      </Accordion>
    </AccordionGroup>
  );
}
