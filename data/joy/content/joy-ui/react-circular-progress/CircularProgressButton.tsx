import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import RefreshRounded from '@mui/icons-material/RefreshRounded';
import SendRounded from '@mui/icons-material/SendRounded';

type Action = 'send' | 'save' | 'refresh' | null;

const DONE: Record<Exclude<Action, null>, string> = {
  send: 'Message sent to the night shift.',
  save: 'Draft saved.',
  refresh: 'Rota refreshed.',
};

export default function CircularProgressButton() {
  const [running, setRunning] = React.useState<Action>(null);
  const [status, setStatus] = React.useState('');
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  const pressed = React.useRef<HTMLElement | null>(null);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  React.useEffect(() => {
    // A disabled button loses focus; give it back when the work ends so keyboard users keep their place.
    if (running === null && pressed.current && document.activeElement === document.body) {
      pressed.current.focus();
    }
  }, [running]);

  // Stands in for a request; the spinner stops when it finishes.
  const run = (action: Exclude<Action, null>, button: HTMLElement) => {
    pressed.current = button;
    setRunning(action);
    setStatus('');
    timer.current = setTimeout(() => {
      setRunning(null);
      setStatus(DONE[action]);
    }, 1800);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 2 }}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', justifyContent: 'center', alignItems: 'center' }}>
        <Button
          disabled={running !== null}
          startDecorator={running === 'send' ? <CircularProgress variant="solid" aria-label="Sending" /> : <SendRounded />}
          onClick={(event) => run('send', event.currentTarget)}
        >
          {running === 'send' ? 'Sending…' : 'Send message'}
        </Button>
        <Button
          variant="outlined"
          loading={running === 'save'}
          loadingPosition="end"
          loadingIndicator={<CircularProgress aria-label="Saving" />}
          disabled={running !== null && running !== 'save'}
          onClick={(event) => run('save', event.currentTarget)}
        >
          Save draft
        </Button>
        <IconButton
          variant="soft"
          aria-label="Refresh the rota"
          disabled={running !== null}
          onClick={(event) => run('refresh', event.currentTarget)}
        >
          {running === 'refresh' ? <CircularProgress aria-label="Refreshing" /> : <RefreshRounded />}
        </IconButton>
      </Box>
      <Typography role="status" level="body-sm" sx={{ minHeight: '1.5em' }}>
        {status}
      </Typography>
    </Box>
  );
}
