import * as React from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';

// Overrides shaped like the ones Sync writes for a Switch redesigned in Figma: each block targets
// one combination of size, color and state through class names and :has(), and colors are theme
// variables, so the result follows light and dark mode.
function withFigmaSwitch(outer: Theme): Theme {
  const palette = (outer.vars ?? outer).palette;
  return {
    ...outer,
    components: {
      ...outer.components,
      MuiSwitch: {
        styleOverrides: {
          root: {
            '&.MuiSwitch-sizeMedium:has(.MuiSwitch-colorPrimary)': {
              width: 44,
              height: 26,
              padding: 0,
              margin: 8,
              '& .MuiSwitch-switchBase': {
                padding: 0,
                transform: 'translateX(3px) translateY(3px)',
                '& .MuiSwitch-thumb': { width: 20, height: 20, boxShadow: 'none', backgroundColor: '#fafafa' },
                '& + .MuiSwitch-track': { borderRadius: 13, opacity: 1, backgroundColor: palette.grey[500] },
              },
              '&:has(.Mui-checked) .MuiSwitch-switchBase': {
                transform: 'translateX(21px) translateY(3px)',
                '& + .MuiSwitch-track': { opacity: 1, backgroundColor: palette.success.main },
              },
              '&:has(.Mui-disabled) .MuiSwitch-switchBase + .MuiSwitch-track': { opacity: 0.4 },
              '&:has(.Mui-focusVisible) .MuiSwitch-switchBase + .MuiSwitch-track': {
                outline: `2px solid ${palette.primary.main}`,
                outlineOffset: 2,
              },
            },
          },
        },
      },
    },
  };
}

export default function SyncGeneratedSwitch() {
  return (
    <ThemeProvider theme={withFigmaSwitch}>
      <FormGroup>
        <FormControlLabel control={<Switch defaultChecked />} label="Sync over mobile data" />
        <FormControlLabel control={<Switch />} label="Download originals" />
        <FormControlLabel control={<Switch defaultChecked disabled />} label="Back up photos (managed by your organization)" />
        <FormControlLabel control={<Switch size="small" />} label="Small switches keep the default look" />
      </FormGroup>
    </ThemeProvider>
  );
}
