import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const questions = [
  { id: 'loan', title: 'How long can I keep a book?', answer: 'Three weeks, and you can renew twice online.' },
  { id: 'card', title: 'Who can get a library card?', answer: 'Anyone who lives, works or studies in the district.' },
  { id: 'late', title: 'Are there late fees?', answer: 'No. We send a friendly reminder instead.' },
];

export default function LibraryAccordion() {
  const [open, setOpen] = React.useState<string | false>('loan');

  return (
    <div>
      {questions.map((question) => (
        <Accordion key={question.id} expanded={open === question.id} onChange={(_event, isOpen) => setOpen(isOpen ? question.id : false)}>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            id={`library-${question.id}-header`}
            aria-controls={`library-${question.id}-content`}
          >
            <Typography component="span">{question.title}</Typography>
          </AccordionSummary>
          <AccordionDetails>{question.answer}</AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
