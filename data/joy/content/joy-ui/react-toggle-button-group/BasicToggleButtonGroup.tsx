import * as React from 'react';
import IconButton from '@mui/joy/IconButton';
import Stack from '@mui/joy/Stack';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import FormatBold from '@mui/icons-material/FormatBold';
import FormatItalic from '@mui/icons-material/FormatItalic';
import FormatUnderlined from '@mui/icons-material/FormatUnderlined';
import StrikethroughS from '@mui/icons-material/StrikethroughS';

export default function BasicToggleButtonGroup() {
  // An array value: any number of buttons can be pressed at once.
  const [formats, setFormats] = React.useState<string[]>(['bold']);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <ToggleButtonGroup aria-label="Text formatting" value={formats} onChange={(event, newFormats) => setFormats(newFormats)}>
        <IconButton value="bold" aria-label="Bold">
          <FormatBold />
        </IconButton>
        <IconButton value="italic" aria-label="Italic">
          <FormatItalic />
        </IconButton>
        <IconButton value="underline" aria-label="Underline">
          <FormatUnderlined />
        </IconButton>
        <IconButton value="strikethrough" aria-label="Strikethrough">
          <StrikethroughS />
        </IconButton>
      </ToggleButtonGroup>
      <Typography
        sx={{
          fontWeight: formats.includes('bold') ? 'lg' : 'md',
          fontStyle: formats.includes('italic') ? 'italic' : 'normal',
          textDecorationLine:
            [formats.includes('underline') && 'underline', formats.includes('strikethrough') && 'line-through'].filter(Boolean).join(' ') ||
            'none',
        }}
      >
        Fresh figs, goat cheese and honey on sourdough.
      </Typography>
    </Stack>
  );
}
