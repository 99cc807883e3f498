import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { createTheme, shouldSkipGeneratingVar as skipByDefault } from '@mui/material/styles';

// A custom key that only JavaScript reads (a chart library's series colors).
const chart = { series: ['#3949ab', '#00897b', '#f4511e'] };

const samples = [
  'palette-primary-main',
  'palette-text-secondary',
  'shape-borderRadius',
  'spacing',
  'zIndex-modal',
  'font-body1',
  'chart-series-0',
];

const validPrefix = /^([a-z][a-z0-9-]*)?$/i;

/** The names of every variable the theme's style sheets declare, in all color schemes. */
function declaredVariables(prefix: string, skipFont: boolean, skipChart: boolean) {
  const theme = createTheme(
    {
      cssVariables: {
        cssVarPrefix: prefix,
        // Keep the default rules, then skip whole top-level keys by their first path segment.
        shouldSkipGeneratingVar: (keys) => skipByDefault(keys) || (skipFont && keys[0] === 'font') || (skipChart && keys[0] === 'chart'),
      },
      colorSchemes: { light: true, dark: true },
    },
    { chart },
  );
  const names = new Set<string>();
  const collect = (styles: object) => {
    for (const [key, value] of Object.entries(styles)) {
      if (key.startsWith('--')) {
        names.add(key);
      } else if (value && typeof value === 'object') {
        collect(value);
      }
    }
  };
  (theme.generateStyleSheets?.() ?? []).forEach((sheet) => collect(sheet));
  return names;
}

export default function PrefixAndSkippedTokens() {
  const [input, setInput] = React.useState('shop');
  const [prefix, setPrefix] = React.useState('shop');
  const [skipFont, setSkipFont] = React.useState(true);
  const [skipChart, setSkipChart] = React.useState(false);
  const valid = validPrefix.test(input);

  const names = React.useMemo(() => declaredVariables(prefix, skipFont, skipChart), [prefix, skipFont, skipChart]);
  const nameOf = (path: string) => (prefix ? `--${prefix}-${path}` : `--${path}`);

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 520 }}>
      <TextField
        label="cssVarPrefix"
        size="small"
        value={input}
        onChange={(event) => {
          setInput(event.target.value);
          if (validPrefix.test(event.target.value)) {
            setPrefix(event.target.value);
          }
        }}
        error={!valid}
        helperText={
          valid ? 'Letters, digits and hyphens; empty for no prefix.' : 'Use letters, digits and hyphens, starting with a letter.'
        }
        slotProps={{ htmlInput: { spellCheck: false, autoComplete: 'off' } }}
      />
      <FormGroup>
        <FormControlLabel
          control={<Checkbox checked={skipFont} onChange={(event) => setSkipFont(event.target.checked)} />}
          label="Skip the font variables"
        />
        <FormControlLabel
          control={<Checkbox checked={skipChart} onChange={(event) => setSkipChart(event.target.checked)} />}
          label="Skip the custom chart key"
        />
      </FormGroup>
      <Typography variant="body2" role="status">
        This theme declares {names.size} variables.
      </Typography>
      <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', fontFamily: 'monospace', fontSize: 13 }}>
        {samples.map((path) => {
          const name = nameOf(path);
          const declared = names.has(name);
          return (
            <Box component="li" key={path} sx={{ py: 0.25, overflowWrap: 'anywhere', color: declared ? 'text.primary' : 'text.disabled' }}>
              {declared ? name : `${name} (skipped)`}
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}
