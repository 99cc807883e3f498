import * as React from 'react';
import Box from '@mui/material/Box';

export default function SxDynamicValues() {
  const [progress, setProgress] = React.useState(40);
  const inputId = React.useId();

  return (
    <Box sx={{ maxWidth: 420, mx: 'auto', color: 'text.primary' }}>
      <Box component="label" htmlFor={inputId} sx={{ display: 'block', mb: 1 }}>
        Upload progress: {progress}%
      </Box>
      <input
        id={inputId}
        type="range"
        min={0}
        max={100}
        value={progress}
        onChange={(event) => setProgress(Number(event.target.value))}
        style={{ width: '100%' }}
      />
      <Box
        role="progressbar"
        aria-label="Upload"
        aria-valuenow={progress}
        aria-valuemin={0}
        aria-valuemax={100}
        // The value changes on every move: pass it as a CSS variable so the class stays the same.
        style={{ '--progress': `${progress}%` } as React.CSSProperties}
        sx={{
          mt: 2,
          height: 10,
          borderRadius: 5,
          bgcolor: 'action.selected',
          overflow: 'hidden',
          '&::after': {
            content: '""',
            display: 'block',
            height: 1,
            width: 'var(--progress)',
            bgcolor: 'primary.main',
            transition: 'width 120ms',
          },
        }}
      />
    </Box>
  );
}
