import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Fade from '@mui/material/Fade';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Status = 'idle' | 'loading' | 'done';

export default function DelayingAppearance() {
  const [status, setStatus] = React.useState<Status>('idle');
  const [duration, setDuration] = React.useState(0);
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const runSearch = (ms: number) => {
    clearTimeout(timer.current);
    setDuration(ms);
    setStatus('loading');
    timer.current = setTimeout(() => setStatus('done'), ms);
  };

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Button variant="outlined" onClick={() => runSearch(300)} disabled={status === 'loading'}>
          Fast search (0.3 s)
        </Button>
        <Button variant="outlined" onClick={() => runSearch(3000)} disabled={status === 'loading'}>
          Slow search (3 s)
        </Button>
      </Stack>
      <Box sx={{ height: 40, display: 'flex', alignItems: 'center', gap: 2 }}>
        {/* The spinner mounts with the request but only fades in after 800 ms. */}
        <Fade in={status === 'loading'} style={{ transitionDelay: status === 'loading' ? '800ms' : '0ms' }} unmountOnExit>
          <CircularProgress size={32} aria-label="Searching" />
        </Fade>
        <Typography role="status" variant="body2" color="text.secondary">
          {status === 'done' && `Found 18 results in ${duration / 1000} s.`}
        </Typography>
      </Box>
    </Stack>
  );
}
