import * as React from 'react';
import Box from '@mui/material/Box';
import Slider from '@mui/material/Slider';
import Typography from '@mui/material/Typography';

type SaveState = { status: 'idle' } | { status: 'saving' } | { status: 'saved'; value: number };

export default function CommittedValueSlider() {
  const [quality, setQuality] = React.useState(75);
  const [save, setSave] = React.useState<SaveState>({ status: 'idle' });
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  // Fires once when the thumb is released (or after each key press), not on every move.
  const handleCommit = (_event: React.SyntheticEvent | Event, value: number) => {
    setSave({ status: 'saving' });
    clearTimeout(timer.current);
    // Stands in for a request to the server.
    timer.current = setTimeout(() => setSave({ status: 'saved', value }), 600);
  };

  return (
    <Box sx={{ maxWidth: 320, mx: 'auto' }}>
      <Typography gutterBottom>
        <span id="jpeg-quality-label">Export quality</span>: {quality}
      </Typography>
      <Slider
        aria-labelledby="jpeg-quality-label"
        value={quality}
        onChange={(_event, next) => setQuality(next)}
        onChangeCommitted={handleCommit}
        min={10}
        max={100}
      />
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary', minHeight: 20 }}>
        {save.status === 'saving' && 'Saving…'}
        {save.status === 'saved' && `Saved quality ${save.value} to your preferences`}
      </Typography>
    </Box>
  );
}
