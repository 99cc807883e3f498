import * as React from 'react';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';

export default function TextStyleToggle() {
  const [styles, setStyles] = React.useState<string[]>(['bold']);

  return (
    <Stack spacing={2}>
      <ToggleButtonGroup value={styles} onChange={(_event, next: string[]) => setStyles(next)} aria-label="Text style">
        <ToggleButton value="bold" aria-label="Bold">
          <FormatBold />
        </ToggleButton>
        <ToggleButton value="italic" aria-label="Italic">
          <FormatItalic />
        </ToggleButton>
        <ToggleButton value="underline" aria-label="Underline">
          <FormatUnderlined />
        </ToggleButton>
      </ToggleButtonGroup>
      <Typography
        sx={{
          fontWeight: styles.includes('bold') ? 700 : 400,
          fontStyle: styles.includes('italic') ? 'italic' : 'normal',
          textDecoration: styles.includes('underline') ? 'underline' : 'none',
        }}
      >
        The lighthouse keeper wrote every night.
      </Typography>
    </Stack>
  );
}
