import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { TASKS, type Task } from './data';

export default function TaskList() {
  const [tasks, setTasks] = React.useState<Task[]>(TASKS);
  const [draft, setDraft] = React.useState('');
  const [error, setError] = React.useState('');
  // Counts up from the sample tasks' ids; a counter, not a random id, keeps renders predictable.
  const nextId = React.useRef(TASKS.length + 1);

  const done = tasks.filter((task) => task.done).length;

  const toggle = (id: string) => setTasks((list) => list.map((task) => (task.id === id ? { ...task, done: !task.done } : task)));

  const add = (event: React.FormEvent) => {
    event.preventDefault();
    const title = draft.trim();
    if (!title) {
      setError('Write what needs doing first.');
      return;
    }
    setTasks((list) => [...list, { id: `t${nextId.current++}`, title, due: '', done: false }]);
    setDraft('');
    setError('');
  };

  return (
    <Card
      component="section"
      id="tasks"
      aria-labelledby="tasks-title"
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', scrollMarginTop: 80 }}
    >
      <Box sx={{ px: 2, pt: 2 }}>
        <Typography id="tasks-title" variant="h2">
          Tasks
        </Typography>
        <Typography id="tasks-progress" variant="body2" sx={{ color: 'text.secondary', mt: 0.5, mb: 1 }}>
          {done} of {tasks.length} done
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(done / tasks.length) * 100}
          aria-labelledby="tasks-progress"
          sx={{ borderRadius: 1 }}
        />
      </Box>
      <List sx={{ flex: 1 }}>
        {tasks.map((task) => (
          <ListItem key={task.id} divider sx={{ py: 0.25 }}>
            <FormControlLabel
              sx={{ flex: 1, mr: 0, alignItems: 'flex-start', py: 0.5 }}
              control={<Checkbox checked={task.done} onChange={() => toggle(task.id)} sx={{ mt: -0.75 }} />}
              label={
                <span>
                  <Typography
                    component="span"
                    sx={{
                      display: 'block',
                      color: task.done ? 'text.secondary' : 'text.primary',
                      textDecoration: task.done ? 'line-through' : 'none',
                    }}
                  >
                    {task.title}
                  </Typography>
                  <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
                    {task.due ? `Due ${task.due}` : 'No due date'}
                  </Typography>
                </span>
              }
            />
          </ListItem>
        ))}
      </List>
      <Box component="form" onSubmit={add} noValidate sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, p: 2 }}>
        <TextField
          size="small"
          fullWidth
          label="New task"
          value={draft}
          onChange={(event) => {
            setDraft(event.target.value);
            if (error) setError('');
          }}
          error={Boolean(error)}
          helperText={error || ' '}
        />
        <Button type="submit" variant="contained" sx={{ flexShrink: 0, mt: '2px' }}>
          Add
        </Button>
      </Box>
    </Card>
  );
}
