import * as React from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/Delete';
import DoneIcon from '@mui/icons-material/Done';

const initialTasks = ['Call the supplier', 'Book the venue'];

export default function CustomDeleteIcon() {
  const [tasks, setTasks] = React.useState(initialTasks);
  const [hasDraft, setHasDraft] = React.useState(true);
  const [lastAction, setLastAction] = React.useState('');

  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', minHeight: 32 }}>
        {tasks.map((task) => (
          <Chip
            key={task}
            label={task}
            color="success"
            variant="outlined"
            deleteIcon={<DoneIcon />}
            onDelete={() => {
              setTasks((current) => current.filter((item) => item !== task));
              setLastAction(`Completed: ${task}`);
            }}
          />
        ))}
        {hasDraft && (
          <Chip
            label="Draft: spring newsletter"
            deleteIcon={<DeleteIcon />}
            onDelete={() => {
              setHasDraft(false);
              setLastAction('Draft discarded');
            }}
          />
        )}
      </Stack>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
        {lastAction || 'The check completes a task; the bin discards the draft.'}
      </Typography>
    </Stack>
  );
}
