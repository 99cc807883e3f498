import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Masonry from '@mui/lab/Masonry';

const questions = [
  { q: 'Can I change my plan later?', a: 'Yes. Upgrades apply at once; downgrades apply at the start of your next billing period.' },
  { q: 'Do you offer refunds?', a: 'Annual plans can be refunded within 30 days of purchase, minus any usage beyond the free tier.' },
  {
    q: 'Where is my data stored?',
    a: 'In two data centers in the region you chose when creating the workspace. Backups are encrypted and kept for 35 days.',
  },
  { q: 'Is there a student discount?', a: 'Students and teachers get 50 % off with a school email address.' },
  {
    q: 'How do I invite my team?',
    a: 'Open Settings, then Members, and enter their email addresses. They receive an invitation valid for seven days.',
  },
  {
    q: 'Can I export everything?',
    a: 'Yes, as JSON or CSV from Settings, then Data. Large exports are emailed to you as a download link.',
  },
];

export default function VariableHeightItems() {
  return (
    <Box sx={{ width: '100%', minHeight: 260 }}>
      {/* Masonry watches each item's size: opening an answer re-balances the columns. */}
      <Masonry columns={{ xs: 1, sm: 2, md: 3 }} spacing={2}>
        {questions.map((item, index) => (
          <Accordion key={item.q} disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`faq-${index}-content`} id={`faq-${index}-header`}>
              <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
                {item.q}
              </Typography>
            </AccordionSummary>
            <AccordionDetails>
              <Typography variant="body2" color="text.secondary">
                {item.a}
              </Typography>
            </AccordionDetails>
          </Accordion>
        ))}
      </Masonry>
    </Box>
  );
}
