import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import LinearProgress from '@mui/joy/LinearProgress';
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

export default function LinearProgressCountUp() {
  const labelId = React.useId();
  const { value, start } = useCountUp(72, 1500);

  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}>
        <Typography id={labelId} level="title-sm">
          Intro to watercolour
        </Typography>
        <Typography level="title-lg" component="span">
          {value}%
        </Typography>
      </Box>
      <LinearProgress determinate value={value} size="lg" color="success" aria-labelledby={labelId} />
      <Typography level="body-sm" sx={{ mt: 1 }}>
        {value === 0 ? 'Load your progress to see how far you are.' : '13 of 18 lessons finished.'}
      </Typography>
      <Button size="sm" variant="soft" color="success" onClick={start} sx={{ mt: 1.5 }}>
        Load my progress
      </Button>
    </Box>
  );
}
