import * as React from 'react';
import Box from '@mui/material/Box';
import Fab from '@mui/material/Fab';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import Zoom from '@mui/material/Zoom';
import { useTheme } from '@mui/material/styles';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import NoteAddIcon from '@mui/icons-material/NoteAdd';
import UploadFileIcon from '@mui/icons-material/UploadFile';

const sections = [
  {
    label: 'Contacts',
    text: '42 contacts, 3 added this week.',
    fab: { color: 'primary', label: 'Add contact', icon: <PersonAddIcon /> },
  },
  {
    label: 'Notes',
    text: 'Your latest note: "Agenda for the planning meeting".',
    fab: { color: 'secondary', label: 'New note', icon: <NoteAddIcon /> },
  },
  {
    label: 'Files',
    text: '1.8 GB used by 214 files.',
    fab: { color: 'success', label: 'Upload file', icon: <UploadFileIcon /> },
  },
] as const;

export default function FabAnimation() {
  const theme = useTheme();
  const [tab, setTab] = React.useState(0);
  const id = React.useId();
  const duration = {
    enter: theme.transitions.duration.enteringScreen,
    exit: theme.transitions.duration.leavingScreen,
  };

  return (
    <Paper variant="outlined" sx={{ position: 'relative', maxWidth: 480, minHeight: 240, mx: 'auto', overflow: 'hidden' }}>
      <Tabs value={tab} onChange={(_, value: number) => setTab(value)} variant="fullWidth" aria-label="Workspace sections">
        {sections.map((section, index) => (
          <Tab key={section.label} label={section.label} id={`${id}-tab-${index}`} aria-controls={`${id}-panel-${index}`} />
        ))}
      </Tabs>
      {sections.map((section, index) => (
        <Box
          key={section.label}
          role="tabpanel"
          hidden={tab !== index}
          id={`${id}-panel-${index}`}
          aria-labelledby={`${id}-tab-${index}`}
          sx={{ p: 3 }}
        >
          <Typography>{section.text}</Typography>
        </Box>
      ))}
      {sections.map((section, index) => (
        <Zoom
          key={section.label}
          in={tab === index}
          timeout={duration}
          // The new button waits until the old one has left, so the two never overlap.
          style={{ transitionDelay: `${tab === index ? duration.exit : 0}ms` }}
          unmountOnExit
        >
          <Fab
            color={section.fab.color}
            aria-label={section.fab.label}
            // Inside the demo box; in an app this would be position: fixed at the viewport's corner.
            sx={{ position: 'absolute', bottom: 16, right: 16 }}
          >
            {section.fab.icon}
          </Fab>
        </Zoom>
      ))}
    </Paper>
  );
}
