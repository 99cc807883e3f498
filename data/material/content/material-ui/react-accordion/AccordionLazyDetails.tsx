import * as React from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';

const months = ['January', 'February', 'March'];

// Stands for heavy content: it "loads" its data when it mounts.
function Statement({ month }: { month: string }) {
  const [lines, setLines] = React.useState<string[] | null>(null);

  React.useEffect(() => {
    const timer = setTimeout(() => {
      setLines([`${month} 3 · Groceries · €46.20`, `${month} 11 · Rent · €820.00`, `${month} 19 · Train pass · €58.00`]);
    }, 700);
    return () => clearTimeout(timer);
  }, [month]);

  if (!lines) {
    return <CircularProgress size={20} aria-label={`Loading the ${month} statement`} />;
  }
  return (
    <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2.5 }}>
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </Typography>
  );
}

export default function AccordionLazyDetails() {
  return (
    <div>
      {months.map((month) => (
        // unmountOnExit: the statement mounts when its panel opens and unmounts once it has closed.
        <Accordion key={month} slotProps={{ transition: { unmountOnExit: true } }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`${month}-content`} id={`${month}-header`}>
            <Typography component="span">{month} statement</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Statement month={month} />
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
