import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme, decomposeColor, getContrastRatio } from '@mui/material/styles';

const { palette } = createTheme();
const white = palette.common.white;
const darkText = 'rgba(0, 0, 0, 0.87)';

/**
 * The color functions throw on formats they do not know (named colors, for example) and
 * return NaN channels for malformed hex, so check both before using a value.
 */
function isSupportedColor(value: string) {
  try {
    const { values } = decomposeColor(value);
    return values.length >= 3 && values.every((channel) => Number.isFinite(channel));
  } catch {
    return false;
  }
}

export default function ContrastTextChecker() {
  const [input, setInput] = React.useState('#7e57c2');
  const [background, setBackground] = React.useState('#7e57c2');
  const valid = isSupportedColor(input.trim());

  const handleChange = (event: React.ChangeEvent<HTMLInputElement>) => {
    setInput(event.target.value);
    if (isSupportedColor(event.target.value.trim())) {
      setBackground(event.target.value.trim());
    }
  };

  const text = palette.getContrastText(background);

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 420 }}>
      <TextField
        label="Background color"
        value={input}
        onChange={handleChange}
        error={!valid}
        helperText={
          valid
            ? 'Hex, rgb(), rgba(), hsl() or color(display-p3 …)'
            : 'Not a format the color functions read; showing the last valid color.'
        }
        size="small"
        slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
      />
      <Box sx={{ bgcolor: background, color: text, borderRadius: 1, p: 2 }}>
        <Typography variant="h6" component="p">
          Order shipped
        </Typography>
        <Typography variant="body2">Your parcel left the warehouse this morning.</Typography>
      </Box>
      <Box role="status" sx={{ typography: 'body2', fontFamily: 'monospace' }}>
        <div>{`getContrastText('${background}') → ${text}`}</div>
        <div>white: {getContrastRatio(background, white).toFixed(2)}:1</div>
        <div>dark text: {getContrastRatio(background, darkText).toFixed(2)}:1</div>
      </Box>
    </Stack>
  );
}
