import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Snackbar, { SnackbarCloseReason } from '@mui/material/Snackbar';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';

interface Message {
  key: number;
  text: string;
}

const events = ['Photo uploaded', 'Album shared with Dana', 'Comment posted', 'Tag added: harbour'];

export default function ConsecutiveSnackbars() {
  // The first message of the queue is the one on screen; the others wait their turn.
  const [messages, setMessages] = React.useState<Message[]>([]);
  const [closing, setClosing] = React.useState(false);
  const nextKey = React.useRef(0);
  const current = messages[0];

  const enqueue = (text: string) => {
    nextKey.current += 1;
    const message = { key: nextKey.current, text };
    setMessages((queue) => [...queue, message]);
  };

  const handleClose = (event: React.SyntheticEvent | Event, reason?: SnackbarCloseReason) => {
    if (reason === 'clickaway') {
      return;
    }
    setClosing(true);
  };

  // Only once the exit transition has finished does the next message take the stage.
  const handleExited = () => {
    setMessages((queue) => queue.slice(1));
    setClosing(false);
  };

  return (
    <Box
      sx={{
        position: 'relative',
        height: 240,
        overflow: 'hidden',
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {events.map((text) => (
          <Button key={text} size="small" variant="outlined" onClick={() => enqueue(text)}>
            {text}
          </Button>
        ))}
      </Box>
      <Typography variant="body2" sx={{ mt: 2 }}>
        Waiting in the queue: {Math.max(messages.length - 1, 0)}
      </Typography>
      <Snackbar
        key={current?.key}
        open={Boolean(current) && !closing}
        autoHideDuration={2500}
        onClose={handleClose}
        slotProps={{ transition: { onExited: handleExited } }}
        message={current?.text}
        action={
          <IconButton size="small" aria-label="Close" color="inherit" onClick={handleClose}>
            <CloseIcon fontSize="small" />
          </IconButton>
        }
        sx={{ position: 'absolute' }}
      />
    </Box>
  );
}
