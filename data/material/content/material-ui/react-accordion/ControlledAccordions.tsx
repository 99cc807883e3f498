import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const sections = [
  { id: 'profile', title: 'Profile', summary: 'Name and photo', body: 'Your name and photo are visible to everyone in your workspace.' },
  {
    id: 'notifications',
    title: 'Notifications',
    summary: 'Email, daily digest',
    body: 'Get a digest every morning at 8:00, and an email right away when someone mentions you.',
  },
  { id: 'privacy', title: 'Privacy', summary: 'Only teammates', body: 'Only members of your teams can see when you were last active.' },
  {
    id: 'language',
    title: 'Language',
    summary: 'English (UK)',
    body: 'Dates, numbers and the interface follow the language you choose here.',
  },
];

export default function ControlledAccordions() {
  // The id of the open section, or false when all are closed: only one can be open at a time.
  const [expanded, setExpanded] = React.useState<string | false>('profile');

  const handleChange = (panel: string) => (_event: React.SyntheticEvent, isExpanded: boolean) => {
    setExpanded(isExpanded ? panel : false);
  };

  return (
    <div>
      {sections.map((section) => (
        <Accordion key={section.id} expanded={expanded === section.id} onChange={handleChange(section.id)}>
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls={`${section.id}-settings-content`}
            id={`${section.id}-settings-header`}
          >
            <Typography component="span" sx={{ width: { xs: '45%', sm: '33%' }, flexShrink: 0 }}>
              {section.title}
            </Typography>
            <Typography component="span" sx={{ color: 'text.secondary' }}>
              {section.summary}
            </Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2">{section.body}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
