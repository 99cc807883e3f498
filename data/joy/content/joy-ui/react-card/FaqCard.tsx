import Accordion from '@mui/joy/Accordion';
import AccordionDetails from '@mui/joy/AccordionDetails';
import AccordionGroup from '@mui/joy/AccordionGroup';
import AccordionSummary from '@mui/joy/AccordionSummary';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

const questions = [
  {
    q: 'Can I change my plan later?',
    a: 'Yes. Upgrades apply at once and are prorated; downgrades apply at the start of the next billing period.',
  },
  {
    q: 'Do you offer discounts for charities?',
    a: 'Registered non-profits get 40% off every plan. Send us your registration number to apply.',
  },
  {
    q: 'What happens to my data if I cancel?',
    a: 'Your workspace stays readable for 30 days, so you can export everything before it is deleted.',
  },
];

export default function FaqCard() {
  return (
    <Card variant="outlined" sx={{ width: 440, maxWidth: '100%' }}>
      <CardContent>
        <Typography level="title-lg" component="h3">
          Frequently asked questions
        </Typography>
        <Typography level="body-sm">
          Still stuck? <Link href="?section=contact-support">Contact support</Link>.
        </Typography>
      </CardContent>
      <AccordionGroup size="sm" sx={{ mx: 'calc(-1 * var(--Card-padding) / 2)' }}>
        {questions.map(({ q, a }, index) => (
          <Accordion key={q} defaultExpanded={index === 0}>
            <AccordionSummary>{q}</AccordionSummary>
            <AccordionDetails>
              <Typography level="body-sm">{a}</Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </AccordionGroup>
    </Card>
  );
}
