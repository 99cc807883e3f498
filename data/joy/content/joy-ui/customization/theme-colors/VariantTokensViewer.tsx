import * as React from 'react';
import Box from '@mui/joy/Box';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import { useTheme } from '@mui/joy/styles';
import type { ColorPaletteProp } from '@mui/joy/styles';

const palettes: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];
const isToken = (key: string) => /^(plain|outlined|soft|solid)/.test(key);

// What a token's value points at, shortened: "var(--joy-palette-primary-500, #0B6BCB)" reads "primary-500".
function short(value: string | undefined) {
  if (!value) {
    return '–';
  }
  const match = value.match(/^var\(--[a-z-]*?palette-([a-zA-Z]+-[a-zA-Z0-9]+)/);
  return match ? match[1] : value;
}

// Painted with the token's CSS variable, so it follows the page's light or dark mode.
function Swatch({ value, token }: { value: string; token: string }) {
  if (token.endsWith('Color')) {
    return (
      <Box component="span" sx={{ fontWeight: 'lg', color: value }}>
        Aa
      </Box>
    );
  }
  return (
    <Box
      component="span"
      sx={{
        display: 'inline-block',
        width: 32,
        height: 20,
        borderRadius: 'xs',
        verticalAlign: 'middle',
        ...(token.endsWith('Border') ? { border: '2px solid', borderColor: value } : { bgcolor: value }),
      }}
    />
  );
}

export default function VariantTokensViewer() {
  const theme = useTheme();
  const [color, setColor] = React.useState<ColorPaletteProp>('primary');
  const light = theme.colorSchemes.light.palette[color] as unknown as Record<string, string>;
  const dark = theme.colorSchemes.dark.palette[color] as unknown as Record<string, string>;
  const vars = theme.vars.palette[color] as unknown as Record<string, string>;
  const tokens = Object.keys(light).filter(isToken);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, width: '100%' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Typography id="variant-tokens-palette" level="body-sm">
          Palette
        </Typography>
        <Select
          size="sm"
          value={color}
          onChange={(_event, value) => value && setColor(value)}
          slotProps={{ button: { 'aria-labelledby': 'variant-tokens-palette' } }}
        >
          {palettes.map((item) => (
            <Option key={item} value={item}>
              {item}
            </Option>
          ))}
        </Select>
        <Typography level="body-xs" sx={{ ml: 'auto' }}>
          {tokens.length} tokens
        </Typography>
      </Box>
      <Sheet
        variant="outlined"
        tabIndex={0}
        role="region"
        aria-label="Token table, scrollable"
        sx={{ borderRadius: 'sm', overflow: 'auto', maxHeight: 440 }}
      >
        <Table
          size="sm"
          stickyHeader
          aria-label={`Global variant tokens of the ${color} palette`}
          sx={{ minWidth: 560, '& td, & th': { verticalAlign: 'middle' } }}
        >
          <thead>
            <tr>
              <th style={{ width: 56 }}>Now</th>
              <th>CSS variable</th>
              <th style={{ width: 110 }}>Light</th>
              <th style={{ width: 110 }}>Dark</th>
            </tr>
          </thead>
          <tbody>
            {tokens.map((token) => (
              <tr key={token}>
                <td>
                  <Swatch value={vars[token]} token={token} />
                </td>
                <td>
                  <code>
                    --joy-palette-{color}-{token}
                  </code>
                </td>
                <td>
                  <code>{short(light[token])}</code>
                </td>
                <td>
                  <code>{short(dark[token])}</code>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      </Sheet>
    </Box>
  );
}
