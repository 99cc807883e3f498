import * as React from 'react';
import { styled } from '@mui/material/styles';
import List from '@mui/material/List';
import ListItemButton, { listItemButtonClasses } from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Chip from '@mui/material/Chip';
import InboxIcon from '@mui/icons-material/MoveToInbox';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import InsightsIcon from '@mui/icons-material/Insights';

// Pill-shaped rows with a stronger selected state, reusable wherever this sidebar style is needed.
const PillButton = styled(ListItemButton)(({ theme }) => ({
  borderRadius: 999,
  margin: theme.spacing(0.25, 1),
  paddingTop: theme.spacing(0.75),
  paddingBottom: theme.spacing(0.75),
  [`&.${listItemButtonClasses.selected}`]: {
    backgroundColor: (theme.vars ?? theme).palette.primary.main,
    color: (theme.vars ?? theme).palette.primary.contrastText,
    '& .MuiListItemIcon-root': {
      color: 'inherit',
    },
    [`&:hover, &.${listItemButtonClasses.focusVisible}`]: {
      backgroundColor: (theme.vars ?? theme).palette.primary.dark,
    },
  },
}));

const sections = [
  { label: 'Inbox', icon: <InboxIcon />, count: 12 },
  { label: 'My tasks', icon: <TaskAltIcon />, count: 4 },
  { label: 'Calendar', icon: <CalendarMonthIcon /> },
  { label: 'Reports', icon: <InsightsIcon /> },
];

export default function CustomizedList() {
  const [selected, setSelected] = React.useState('Inbox');

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 300, borderRadius: 3 }}>
      <List
        component="nav"
        aria-labelledby="customized-list-subheader"
        subheader={
          <ListSubheader
            id="customized-list-subheader"
            component="div"
            sx={{ bgcolor: 'transparent', textTransform: 'uppercase', letterSpacing: 1, fontSize: 12, fontWeight: 700 }}
          >
            Workspace
          </ListSubheader>
        }
      >
        {sections.map((section) => (
          <PillButton
            key={section.label}
            selected={selected === section.label}
            aria-current={selected === section.label ? 'page' : undefined}
            onClick={() => setSelected(section.label)}
          >
            <ListItemIcon sx={{ minWidth: 40 }}>{section.icon}</ListItemIcon>
            <ListItemText primary={section.label} slotProps={{ primary: { sx: { fontWeight: 500 } } }} />
            {section.count !== undefined && (
              <Chip
                label={section.count}
                size="small"
                sx={{ height: 22, bgcolor: selected === section.label ? 'background.paper' : 'action.selected', color: 'text.primary' }}
              />
            )}
          </PillButton>
        ))}
      </List>
    </Paper>
  );
}
