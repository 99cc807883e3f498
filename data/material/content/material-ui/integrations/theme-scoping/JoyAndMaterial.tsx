import * as React from 'react';
import { createTheme, ThemeProvider, THEME_ID as MATERIAL_THEME_ID } from '@mui/material/styles';
import { CssVarsProvider as JoyCssVarsProvider, extendTheme as extendJoyTheme, THEME_ID as JOY_THEME_ID } from '@mui/joy/styles';
import MaterialButton from '@mui/material/Button';
import MaterialTextField from '@mui/material/TextField';
import JoyButton from '@mui/joy/Button';
import JoyInput from '@mui/joy/Input';
import JoyFormControl from '@mui/joy/FormControl';
import JoyFormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

// Each library gets its own theme under its own key, and its own CSS variables prefix.
const materialTheme = createTheme({
  cssVariables: { cssVarPrefix: 'material-side-demo', colorSchemeSelector: 'class' },
  colorSchemes: {
    light: { palette: { primary: { main: '#6a1b9a' } } },
    dark: { palette: { primary: { main: '#ce93d8' } } },
  },
});
const joyTheme = extendJoyTheme({ cssVarPrefix: 'joy-side-demo', colorSchemeSelector: 'class' });

const materialScope = { [MATERIAL_THEME_ID]: materialTheme };
const joyScope = { [JOY_THEME_ID]: joyTheme };
// Both providers leave the page's mode alone: no class or attribute on <html>, no stored mode
// (this Joy UI version's typings omit storageManager).
const joyProviderOptions = { colorSchemeNode: null, storageManager: null } as Record<string, unknown>;

export default function JoyAndMaterial() {
  return (
    <ThemeProvider theme={materialScope} colorSchemeNode={null}>
      <JoyCssVarsProvider theme={joyScope} disableNestedContext {...joyProviderOptions}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ width: '100%', maxWidth: 640 }}>
          <Stack spacing={1.5} sx={{ flex: 1 }}>
            <Typography variant="overline" component="h3">
              Material UI
            </Typography>
            <MaterialTextField label="Team name" defaultValue="Night owls" size="small" />
            <MaterialButton variant="contained">Create team</MaterialButton>
          </Stack>
          <Stack spacing={1.5} sx={{ flex: 1 }}>
            <Typography variant="overline" component="h3">
              Joy UI
            </Typography>
            <JoyFormControl>
              <JoyFormLabel>Invite by email</JoyFormLabel>
              <JoyInput placeholder="name@example.com" type="email" />
            </JoyFormControl>
            <JoyButton>Send invite</JoyButton>
          </Stack>
        </Stack>
      </JoyCssVarsProvider>
    </ThemeProvider>
  );
}
