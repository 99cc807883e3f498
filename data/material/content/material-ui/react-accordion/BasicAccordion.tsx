import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const questions = [
  {
    id: 'returns',
    question: 'How long do I have to return an item?',
    answer: 'You can send anything back within 30 days of delivery, as long as it is unused and in its original packaging.',
  },
  {
    id: 'shipping',
    question: 'Do you ship outside the country?',
    answer: 'Yes, to most of Europe. International orders take 4 to 7 working days and are tracked all the way.',
  },
  {
    id: 'gift',
    question: 'Can I add a gift note?',
    answer: 'At checkout, tick "This is a gift" and write up to 200 characters. Prices are left off the packing slip.',
  },
];

export default function BasicAccordion() {
  return (
    <div>
      {questions.map((item) => (
        <Accordion key={item.id}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${item.id}-content`} id={`${item.id}-header`}>
            <Typography component="span">{item.question}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2">{item.answer}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
