import * as React from 'react';
import Box from '@mui/joy/Box';
import Checkbox from '@mui/joy/Checkbox';
import CircularProgress from '@mui/joy/CircularProgress';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';

const tasks = ['Add a profile photo', 'Verify your email', 'Connect a calendar', 'Invite a teammate'];

export default function CircularProgressDeterminate() {
  const labelId = React.useId();
  const [done, setDone] = React.useState<string[]>(['Verify your email']);
  const value = (done.length / tasks.length) * 100;

  const toggle = (task: string) =>
    setDone((current) => (current.includes(task) ? current.filter((item) => item !== task) : [...current, task]));

  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'center' }}>
      <CircularProgress
        determinate
        value={value}
        size="lg"
        color={value === 100 ? 'success' : 'primary'}
        aria-labelledby={labelId}
        aria-valuetext={`${done.length} of ${tasks.length} tasks done`}
        sx={{ '--CircularProgress-size': '80px' }}
      >
        <Typography level="title-md">{`${Math.round(value)}%`}</Typography>
      </CircularProgress>
      <div>
        <Typography id={labelId} level="title-sm">
          Account setup
        </Typography>
        <List size="sm" sx={{ '--ListItem-paddingX': '0px' }}>
          {tasks.map((task) => (
            <ListItem key={task}>
              <Checkbox label={task} checked={done.includes(task)} onChange={() => toggle(task)} />
            </ListItem>
          ))}
        </List>
      </div>
    </Box>
  );
}
