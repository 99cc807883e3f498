import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Typography from '@mui/joy/Typography';

/** Counts from 0 to `end` over `duration` ms when `start()` is called, easing out; stops at the end. */
function useCountUp(end: number, duration: number) {
  const [value, setValue] = React.useState(0);
  const frame = React.useRef(0);

  React.useEffect(() => () => cancelAnimationFrame(frame.current), []);

  const start = React.useCallback(() => {
    cancelAnimationFrame(frame.current);
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) {
      setValue(end);
      return;
    }
    const startedAt = performance.now();
    const step = (now: number) => {
      const progress = Math.min(1, (now - startedAt) / duration);
      setValue(Math.round(end * (1 - (1 - progress) ** 3)));
      if (progress < 1) {
        frame.current = requestAnimationFrame(step);
      }
    };
    frame.current = requestAnimationFrame(step);
  }, [end, duration]);

  return { value, start };
}

export default function CircularProgressCountUp() {
  const { value, start } = useCountUp(86, 1400);
  const [checked, setChecked] = React.useState(false);

  return (
    <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'center' }}>
      <CircularProgress
        determinate
        value={value}
        color="success"
        aria-label="Password health score"
        sx={{
          '--CircularProgress-size': '104px',
          '--CircularProgress-trackThickness': '8px',
          '--CircularProgress-progressThickness': '8px',
        }}
      >
        <Typography level="h3" component="span">
          {value}
        </Typography>
      </CircularProgress>
      <Box sx={{ maxWidth: 240 }}>
        <Typography level="title-md">Password health</Typography>
        <Typography level="body-sm" sx={{ mb: 1.5 }}>
          {checked ? '41 of 48 passwords are strong and unique.' : 'Check how many of your saved passwords are strong.'}
        </Typography>
        <Button
          size="sm"
          onClick={() => {
            setChecked(true);
            start();
          }}
        >
          {checked ? 'Check again' : 'Run the check'}
        </Button>
      </Box>
    </Box>
  );
}
