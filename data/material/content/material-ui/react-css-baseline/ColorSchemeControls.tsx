import * as React from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { createTheme, ThemeProvider } from '@mui/material/styles';

// A dark theme for this panel only, whatever mode the page is in.
const darkTheme = createTheme({ palette: { mode: 'dark' } });

export default function ColorSchemeControls() {
  const [enabled, setEnabled] = React.useState(true);

  return (
    <Stack spacing={2}>
      <FormControlLabel
        control={<Switch checked={enabled} onChange={(event) => setEnabled(event.target.checked)} />}
        label="enableColorScheme"
      />
      <ThemeProvider theme={darkTheme}>
        <ScopedCssBaseline enableColorScheme={enabled} sx={{ p: 2, borderRadius: 1 }}>
          {/* Native controls: only the CSS color-scheme property tells the browser to draw them dark. */}
          <Stack spacing={2} sx={{ maxWidth: 320 }}>
            <label>
              Delivery date <input type="date" defaultValue="2026-05-14" />
            </label>
            <label>
              Speed{' '}
              <select defaultValue="standard">
                <option value="standard">Standard</option>
                <option value="express">Express</option>
              </select>
            </label>
            <label>
              <input type="checkbox" defaultChecked /> Leave at the door
            </label>
            <textarea
              aria-label="Note for the courier"
              rows={3}
              defaultValue={'Ring twice.\nThe bell on the left does not work.\nThe gate code is on the intercom.\nThanks!'}
            />
          </Stack>
        </ScopedCssBaseline>
      </ThemeProvider>
    </Stack>
  );
}
