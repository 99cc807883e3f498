import * as React from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Checkbox from '@mui/material/Checkbox';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';

const tasks = ['Book the venue', 'Send invitations', 'Order catering', 'Print name badges'];

export default function CheckboxList() {
  const [done, setDone] = React.useState<string[]>(['Book the venue']);

  const handleToggle = (task: string) => () => {
    setDone((prev) => (prev.includes(task) ? prev.filter((item) => item !== task) : [...prev, task]));
  };

  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 360 }}>
      <Typography id="checkbox-list-title" variant="subtitle2" component="h3" sx={{ px: 2, pt: 2 }}>
        Event checklist ({done.length} of {tasks.length} done)
      </Typography>
      <List aria-labelledby="checkbox-list-title">
        {tasks.map((task) => {
          const labelId = `checkbox-list-label-${task.replace(/\s+/g, '-')}`;
          const checked = done.includes(task);

          return (
            <ListItem
              key={task}
              disablePadding
              secondaryAction={
                <IconButton edge="end" aria-label={`Details for ${task}`}>
                  <InfoOutlinedIcon />
                </IconButton>
              }
            >
              <ListItemButton role={undefined} onClick={handleToggle(task)} dense>
                <ListItemIcon>
                  <Checkbox
                    edge="start"
                    checked={checked}
                    tabIndex={-1}
                    disableRipple
                    slotProps={{ input: { 'aria-labelledby': labelId } }}
                  />
                </ListItemIcon>
                <ListItemText
                  id={labelId}
                  primary={task}
                  sx={checked ? { textDecoration: 'line-through', color: 'text.secondary' } : undefined}
                />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Paper>
  );
}
