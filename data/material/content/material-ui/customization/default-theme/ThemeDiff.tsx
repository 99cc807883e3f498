import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { createTheme } from '@mui/material/styles';

// The options of a small custom theme: four values set by hand.
const options = {
  palette: { primary: { main: '#6a1b9a' } },
  shape: { borderRadius: 10 },
  typography: { fontFamily: '"Inter", system-ui, sans-serif' },
  transitions: { duration: { standard: 260 } },
};

/** Every leaf of an object as path → value; functions are left out. */
function flatten(value: unknown, path: string[] = [], out = new Map<string, string>()) {
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      flatten(child, [...path, key], out);
    }
  } else if (typeof value !== 'function' && path.length > 0) {
    out.set(path.join('.'), String(value));
  }
  return out;
}

const defaults = flatten(createTheme());
const custom = flatten(createTheme(options));
const setByHand = new Set(flatten(options).keys());
const changed = [...custom].filter(([path, value]) => defaults.get(path) !== value);

export default function ThemeDiff() {
  const [onlyOptions, setOnlyOptions] = React.useState(false);
  const rows = onlyOptions ? changed.filter(([path]) => setByHand.has(path)) : changed;

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <FormControlLabel
        control={<Switch checked={onlyOptions} onChange={(event) => setOnlyOptions(event.target.checked)} />}
        label="Only the values set in the options"
      />
      <Typography variant="body2" role="status">
        {rows.length} of the theme&apos;s {custom.size} values differ from the default
        {onlyOptions ? ' and were set by hand' : ''}.
      </Typography>
      <Box
        sx={{ maxHeight: 360, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
        tabIndex={0}
        aria-label="Changed theme values"
      >
        <Table size="small" stickyHeader>
          <TableHead>
            <TableRow>
              <TableCell>Path</TableCell>
              <TableCell>Default</TableCell>
              <TableCell>This theme</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map(([path, value]) => (
              <TableRow key={path}>
                <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace', fontSize: 12, overflowWrap: 'anywhere' }}>
                  {path}
                  {setByHand.has(path) ? '' : ' (derived)'}
                </TableCell>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: 12, overflowWrap: 'anywhere' }}>{defaults.get(path) ?? '–'}</TableCell>
                <TableCell sx={{ fontFamily: 'monospace', fontSize: 12, overflowWrap: 'anywhere' }}>{value}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Stack>
  );
}
