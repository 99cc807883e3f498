import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Slider from '@mui/material/Slider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider } from '@mui/material/styles';

export default function SpacingFactor() {
  const [factor, setFactor] = React.useState(8);
  const theme = React.useMemo(
    () =>
      createTheme({
        // A complete theme with its own CSS variables, so the new unit reaches `sx` and Stack too.
        cssVariables: { cssVarPrefix: 'spacing-factor', colorSchemeSelector: 'class' },
        colorSchemes: { light: true, dark: true },
        spacing: factor,
      }),
    [factor],
  );
  // The same option without CSS variables, to print what theme.spacing() returns.
  const spacing = React.useMemo(() => createTheme({ spacing: factor }).spacing, [factor]);

  const calls = [
    ['theme.spacing(2)', spacing(2)],
    ['theme.spacing(1, 2)', spacing(1, 2)],
    ['theme.spacing(1, 2, 0.5)', spacing(1, 2, 0.5)],
    ["theme.spacing(-1, 'auto')", spacing(-1, 'auto')],
  ];

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 520 }}>
      <div>
        <Typography id="spacing-factor-label" variant="body2" gutterBottom>
          spacing: {factor} (px per unit{factor === 8 ? ', the default' : ''})
        </Typography>
        <Slider
          value={factor}
          onChange={(_event, value) => setFactor(value)}
          min={2}
          max={12}
          step={1}
          marks
          aria-labelledby="spacing-factor-label"
        />
      </div>
      {/* The demo is nested in a page that already sets the scheme class on <html>. */}
      <ThemeProvider theme={theme} colorSchemeNode={null}>
        {/* p, mb and Stack's spacing all multiply the unit. */}
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
            <Avatar alt="" sx={{ bgcolor: 'secondary.main' }}>
              RK
            </Avatar>
            <div>
              <Typography variant="subtitle2">Rosa Kettunen</Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Shared three photos from the hike
              </Typography>
            </div>
          </Stack>
          <Stack direction="row" spacing={1}>
            <Button variant="outlined" size="small">
              Reply
            </Button>
            <Button size="small">Hide</Button>
          </Stack>
        </Paper>
      </ThemeProvider>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, fontFamily: 'monospace', fontSize: 13 }}
      >
        {calls.map(([call, result]) => (
          <React.Fragment key={call}>
            <Box component="dt">{call}</Box>
            <Box component="dd" sx={{ m: 0, color: 'text.secondary' }}>
              {`'${result}'`}
            </Box>
          </React.Fragment>
        ))}
      </Box>
    </Stack>
  );
}
