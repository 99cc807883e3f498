import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import { useTheme } from '@mui/joy/styles';

// "var(--joy-palette-neutral-800, #171A1C)" reads "neutral-800"; inside rgba(), fallbacks are dropped.
function short(value: unknown) {
  const text = String(value);
  const match = text.match(/^var\(--[a-z-]*?palette-([a-zA-Z]+-[a-zA-Z0-9]+)/);
  if (match) {
    return match[1];
  }
  return text.replace(/var\(--[a-z-]*?palette-([a-zA-Z0-9-]+), [^)]*\)/g, 'var(--joy-palette-$1)');
}

// The tokens that are not a colour palette: text, backgrounds, divider, focus ring and the two commons.
export default function SurfaceTokensViewer() {
  const theme = useTheme();
  const light = theme.colorSchemes.light.palette;
  const dark = theme.colorSchemes.dark.palette;
  const rows: { name: string; kind: 'text' | 'fill'; value: string; light: unknown; dark: unknown }[] = [
    ...(['primary', 'secondary', 'tertiary', 'icon'] as const).map((key) => ({
      name: `text-${key}`,
      kind: 'text' as const,
      value: theme.vars.palette.text[key],
      light: light.text[key],
      dark: dark.text[key],
    })),
    ...(['body', 'surface', 'popup', 'level1', 'level2', 'level3', 'tooltip', 'backdrop'] as const).map((key) => ({
      name: `background-${key}`,
      kind: 'fill' as const,
      value: theme.vars.palette.background[key],
      light: light.background[key],
      dark: dark.background[key],
    })),
    { name: 'divider', kind: 'fill', value: theme.vars.palette.divider, light: light.divider, dark: dark.divider },
    { name: 'focusVisible', kind: 'fill', value: theme.vars.palette.focusVisible, light: light.focusVisible, dark: dark.focusVisible },
    { name: 'common-white', kind: 'fill', value: theme.vars.palette.common.white, light: light.common.white, dark: dark.common.white },
    { name: 'common-black', kind: 'fill', value: theme.vars.palette.common.black, light: light.common.black, dark: dark.common.black },
  ];

  return (
    <Sheet
      variant="outlined"
      tabIndex={0}
      role="region"
      aria-label="Token table, scrollable"
      sx={{ borderRadius: 'sm', overflow: 'auto', width: '100%' }}
    >
      <Table
        size="sm"
        aria-label="Text, background and other colour tokens"
        sx={{ minWidth: 760, '& td, & th': { verticalAlign: 'middle' } }}
      >
        <thead>
          <tr>
            <th style={{ width: 56 }}>Now</th>
            <th style={{ width: 280 }}>CSS variable</th>
            <th>Light</th>
            <th>Dark</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <td>
                {row.kind === 'text' ? (
                  <Box component="span" sx={{ fontWeight: 'lg', color: row.value }}>
                    Aa
                  </Box>
                ) : (
                  <Box
                    component="span"
                    sx={{
                      display: 'inline-block',
                      width: 32,
                      height: 20,
                      borderRadius: 'xs',
                      verticalAlign: 'middle',
                      bgcolor: row.value,
                      boxShadow: 'inset 0 0 0 1px rgba(128 128 128 / 0.4)',
                    }}
                  />
                )}
              </td>
              <td>
                <code>--joy-palette-{row.name}</code>
              </td>
              <td>
                <code>{short(row.light)}</code>
              </td>
              <td>
                <code>{short(row.dark)}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Sheet>
  );
}
