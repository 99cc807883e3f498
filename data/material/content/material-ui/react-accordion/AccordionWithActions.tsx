import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionActions from '@mui/material/AccordionActions';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

export default function AccordionWithActions() {
  const [expanded, setExpanded] = React.useState(true);
  const [status, setStatus] = React.useState('Invitation pending.');

  const answer = (reply: string) => {
    setStatus(reply);
    setExpanded(false);
  };

  return (
    <div>
      <Accordion expanded={expanded} onChange={(_event, isExpanded) => setExpanded(isExpanded)}>
        <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="invite-content" id="invite-header">
          <Typography component="span">Invitation: design review, Tuesday 14:00</Typography>
        </AccordionSummary>
        <AccordionDetails>
          <Typography variant="body2">
            Room 3B or video call. We will go through the new checkout screens; please bring your notes on the address form.
          </Typography>
        </AccordionDetails>
        <AccordionActions>
          <Button onClick={() => answer('You declined the invitation.')}>Decline</Button>
          <Button variant="contained" onClick={() => answer('You accepted the invitation.')}>
            Accept
          </Button>
        </AccordionActions>
      </Accordion>
      <Typography role="status" variant="body2" sx={{ mt: 1.5, color: 'text.secondary' }}>
        {status}
      </Typography>
    </div>
  );
}
