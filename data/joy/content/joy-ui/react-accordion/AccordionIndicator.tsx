import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary, { accordionSummaryClasses } from '@mui/joy/AccordionSummary';
import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import AddRounded from '@mui/icons-material/AddRounded';
import KeyboardArrowRightRounded from '@mui/icons-material/KeyboardArrowRightRounded';

export default function AccordionIndicator() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 3, width: '100%' }}>
      <div>
        <Typography level="body-xs" sx={{ mb: 0.5 }}>
          A plus that turns into a cross
        </Typography>
        <AccordionGroup
          sx={{
            [`& .${accordionSummaryClasses.indicator}`]: { transition: '0.2s' },
            [`& [aria-expanded="true"] .${accordionSummaryClasses.indicator}`]: { transform: 'rotate(45deg)' },
          }}
        >
          <Accordion>
            <AccordionSummary indicator={<AddRounded />}>Team size</AccordionSummary>
            <AccordionDetails>Up to 25 seats on this plan.</AccordionDetails>
          </Accordion>
          <Accordion>
            <AccordionSummary indicator={<AddRounded />}>Billing cycle</AccordionSummary>
            <AccordionDetails>Monthly or yearly; yearly saves two months.</AccordionDetails>
          </Accordion>
        </AccordionGroup>
      </div>
      <div>
        <Typography level="body-xs" sx={{ mb: 0.5 }}>
          An arrow at the start
        </Typography>
        <AccordionGroup
          sx={{
            // The indicator is the summary button's last child; `order` moves it to the front.
            [`& .${accordionSummaryClasses.button}`]: { justifyContent: 'flex-start' },
            [`& .${accordionSummaryClasses.indicator}`]: { order: -1, transition: '0.2s' },
            [`& [aria-expanded="true"] .${accordionSummaryClasses.indicator}`]: { transform: 'rotate(90deg)' },
          }}
        >
          <Accordion>
            <AccordionSummary indicator={<KeyboardArrowRightRounded />}>src</AccordionSummary>
            <AccordionDetails>index.ts, router.ts, store.ts</AccordionDetails>
          </Accordion>
          <Accordion>
            <AccordionSummary indicator={<KeyboardArrowRightRounded />}>tests</AccordionSummary>
            <AccordionDetails>router.test.ts, store.test.ts</AccordionDetails>
          </Accordion>
        </AccordionGroup>
      </div>
      <div>
        <Typography level="body-xs" sx={{ mb: 0.5 }}>
          No indicator
        </Typography>
        <AccordionGroup>
          <Accordion>
            <AccordionSummary indicator={null}>Show release notes</AccordionSummary>
            <AccordionDetails>Faster sync, a new export dialog and 14 fixes.</AccordionDetails>
          </Accordion>
        </AccordionGroup>
      </div>
    </Box>
  );
}
