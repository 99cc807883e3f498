import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

const projects = [
  { name: 'Website redesign', archived: false },
  { name: 'Spring campaign', archived: true },
  { name: 'Mobile app onboarding', archived: false },
  { name: 'Annual report 2024', archived: true },
];

export default function ControlledSwitch() {
  const [showArchived, setShowArchived] = React.useState(false);
  const visible = projects.filter((project) => showArchived || !project.archived);

  return (
    <Stack spacing={1} sx={{ maxWidth: 360 }}>
      <FormControlLabel
        control={<Switch checked={showArchived} onChange={(event) => setShowArchived(event.target.checked)} />}
        label="Show archived projects"
      />
      <List dense aria-label="Projects">
        {visible.map((project) => (
          <ListItem key={project.name}>
            <ListItemText primary={project.name} secondary={project.archived ? 'Archived' : 'Active'} />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
