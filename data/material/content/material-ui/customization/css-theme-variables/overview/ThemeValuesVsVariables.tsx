import * as React from 'react';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTheme, type Theme } from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';

const tokens: { path: string; value: (theme: Theme) => string | number; reference: (theme: Theme) => string }[] = [
  { path: 'palette.primary.main', value: (t) => t.palette.primary.main, reference: (t) => t.vars.palette.primary.main },
  { path: 'palette.background.paper', value: (t) => t.palette.background.paper, reference: (t) => t.vars.palette.background.paper },
  { path: 'palette.text.secondary', value: (t) => t.palette.text.secondary, reference: (t) => t.vars.palette.text.secondary },
  { path: 'shape.borderRadius', value: (t) => t.shape.borderRadius, reference: (t) => String(t.vars.shape.borderRadius) },
];

// Re-render when the site switches its color scheme class on <html>.
function subscribeToSchemeClass(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

export default function ThemeValuesVsVariables() {
  const theme = useTheme();
  const [node, setNode] = React.useState<HTMLElement | null>(null);
  const scheme = React.useSyncExternalStore(
    subscribeToSchemeClass,
    () => document.documentElement.className,
    () => '',
  );

  // What the browser resolves the variable to, right here, in the current scheme.
  const resolve = (reference: string) => {
    const name = /var\((--[\w-]+)/.exec(reference)?.[1];
    return node && name ? getComputedStyle(node).getPropertyValue(name).trim() : '…';
  };

  return (
    <Box ref={setNode} sx={{ width: '100%', overflowX: 'auto' }}>
      <Table size="small" aria-label="Theme values compared with CSS variables">
        <TableHead>
          <TableRow>
            <TableCell>Token</TableCell>
            <TableCell>theme.…</TableCell>
            <TableCell>theme.vars.…</TableCell>
            <TableCell>Resolved now</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tokens.map(({ path, value, reference }) => (
            <TableRow key={path}>
              <TableCell component="th" scope="row" sx={{ fontFamily: 'monospace', fontSize: 12 }}>
                {path}
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{String(value(theme))}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', fontSize: 12, overflowWrap: 'anywhere' }}>{reference(theme)}</TableCell>
              <TableCell sx={{ fontFamily: 'monospace', fontSize: 12 }}>{resolve(reference(theme))}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <Typography variant="body2" role="status" sx={{ color: 'text.secondary', mt: 1.5 }}>
        {scheme.includes('dark') ? 'The site is in dark mode' : 'The site is in light mode'}: switch it, and only the last column changes.
      </Typography>
    </Box>
  );
}
