import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack, { StackProps } from '@mui/material/Stack';

type Direction = 'row' | 'row-reverse' | 'column' | 'column-reverse';

const options = {
  direction: ['row', 'row-reverse', 'column', 'column-reverse'],
  justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-evenly'],
  alignItems: ['flex-start', 'center', 'flex-end', 'stretch'],
  spacing: ['0', '1', '2', '4'],
} as const;

type Setting = keyof typeof options;

const heights = [40, 64, 52];

export default function InteractiveStack() {
  const [settings, setSettings] = React.useState<Record<Setting, string>>({
    direction: 'row',
    justifyContent: 'center',
    alignItems: 'center',
    spacing: '2',
  });

  const stackProps: StackProps = {
    direction: settings.direction as Direction,
    spacing: Number(settings.spacing),
  };

  const code = `<Stack
  direction="${settings.direction}"
  spacing={${settings.spacing}}
  sx={{ justifyContent: '${settings.justifyContent}', alignItems: '${settings.alignItems}' }}
>`;

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'action.hover', p: 1 }}>
        <Stack {...stackProps} sx={{ height: 240, justifyContent: settings.justifyContent, alignItems: settings.alignItems }}>
          {heights.map((height, index) => (
            <Paper key={height} sx={{ minWidth: 56, minHeight: height, px: 2, display: 'grid', placeItems: 'center', typography: 'body2' }}>
              Item {index + 1}
            </Paper>
          ))}
        </Stack>
      </Box>
      <Grid container spacing={2}>
        {(Object.keys(options) as Setting[]).map((setting) => (
          <Grid key={setting} size={{ xs: 12, sm: 6 }}>
            <FormControl>
              <FormLabel id={`interactive-stack-${setting}`}>{setting}</FormLabel>
              <RadioGroup
                row
                aria-labelledby={`interactive-stack-${setting}`}
                value={settings[setting]}
                onChange={(event) => setSettings((current) => ({ ...current, [setting]: event.target.value }))}
              >
                {options[setting].map((value) => (
                  <FormControlLabel key={value} value={value} control={<Radio size="small" />} label={value} />
                ))}
              </RadioGroup>
            </FormControl>
          </Grid>
        ))}
      </Grid>
      <Box
        component="pre"
        tabIndex={0}
        aria-label="Stack code"
        sx={{ m: 0, p: 1.5, overflowX: 'auto', borderRadius: 1, bgcolor: 'action.hover', fontSize: 13 }}
      >
        {code}
      </Box>
    </Stack>
  );
}
