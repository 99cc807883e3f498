import * as React from 'react';
import { styled } from '@mui/material/styles';
import MuiAccordion, { type AccordionProps } from '@mui/material/Accordion';
import MuiAccordionSummary, { type AccordionSummaryProps, accordionSummaryClasses } from '@mui/material/AccordionSummary';
import MuiAccordionDetails from '@mui/material/AccordionDetails';
import Typography from '@mui/material/Typography';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';

// Flat sections joined by one border, like a file tree: no shadow, no gap when open.
const Accordion = styled((props: AccordionProps) => <MuiAccordion disableGutters elevation={0} square {...props} />)(({ theme }) => ({
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  '&:not(:last-child)': { borderBottom: 0 },
  '&::before': { display: 'none' },
}));

const AccordionSummary = styled((props: AccordionSummaryProps) => (
  <MuiAccordionSummary expandIcon={<ChevronRightIcon fontSize="small" />} {...props} />
))(({ theme }) => ({
  flexDirection: 'row-reverse',
  backgroundColor: (theme.vars ?? theme).palette.action.hover,
  [`& .${accordionSummaryClasses.expandIconWrapper}.${accordionSummaryClasses.expanded}`]: { transform: 'rotate(90deg)' },
  [`& .${accordionSummaryClasses.content}`]: { marginLeft: theme.spacing(1) },
}));

const AccordionDetails = styled(MuiAccordionDetails)(({ theme }) => ({
  padding: theme.spacing(2),
  borderTop: `1px solid ${(theme.vars ?? theme).palette.divider}`,
}));

const folders = [
  { id: 'drafts', name: 'Drafts', files: 'proposal-v3.docx, budget.xlsx' },
  { id: 'shared', name: 'Shared with me', files: 'floor-plan.pdf, team-photo.jpg, minutes-march.md' },
  { id: 'archive', name: 'Archive', files: '2023 tax return.pdf' },
];

export default function CustomizedAccordions() {
  const [open, setOpen] = React.useState<string | false>('drafts');

  return (
    <div>
      {folders.map((folder) => (
        <Accordion key={folder.id} expanded={open === folder.id} onChange={(_event, isOpen) => setOpen(isOpen ? folder.id : false)}>
          <AccordionSummary aria-controls={`${folder.id}-files`} id={`${folder.id}-folder`}>
            <Typography component="span">{folder.name}</Typography>
          </AccordionSummary>
          <AccordionDetails>
            <Typography variant="body2">{folder.files}</Typography>
          </AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
