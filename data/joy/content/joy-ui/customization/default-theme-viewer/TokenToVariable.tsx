import * as React from 'react';
import Autocomplete from '@mui/joy/Autocomplete';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Sheet from '@mui/joy/Sheet';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import { extendTheme } from '@mui/joy/styles';

interface Token {
  path: string;
  variable: string;
  light: string;
  dark: string;
}

/** Every string or number leaf of an object, as dotted path → value. */
function leaves(value: unknown, path: string[] = [], out = new Map<string, string>()) {
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      leaves(child, [...path, key], out);
    }
  } else if ((typeof value === 'string' || typeof value === 'number') && path.length > 0) {
    out.set(path.join('.'), String(value));
  }
  return out;
}

const theme = extendTheme();
// Colours and shadow parts change with the scheme; sizes, fonts and radii are the same in both.
const light = leaves(theme.colorSchemes.light);
const dark = leaves(theme.colorSchemes.dark);
const shared = leaves({
  radius: theme.radius,
  shadow: theme.shadow,
  fontSize: theme.fontSize,
  fontWeight: theme.fontWeight,
  fontFamily: theme.fontFamily,
  lineHeight: theme.lineHeight,
  zIndex: theme.zIndex,
});
const tokens: Token[] = [
  ...[...light].filter(([path]) => path !== 'palette.mode').map(([path, value]) => ({ path, light: value, dark: dark.get(path) ?? value })),
  ...[...shared].map(([path, value]) => ({ path, light: value, dark: value })),
].map((token) => ({ ...token, variable: `--joy-${token.path.replace(/\./g, '-')}` }));

const isColor = (value: string) => /^(#|rgb)/.test(value);

function Value({ value }: { value: string }) {
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}>
      {isColor(value) ? (
        <Box
          aria-hidden
          sx={{
            width: 18,
            height: 18,
            flexShrink: 0,
            borderRadius: 'xs',
            bgcolor: value,
            border: '1px solid',
            borderColor: 'neutral.outlinedBorder',
          }}
        />
      ) : null}
      <Typography level="body-xs" fontFamily="code" sx={{ overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

export default function TokenToVariable() {
  const [token, setToken] = React.useState<Token | null>(tokens.find(({ path }) => path === 'palette.background.surface') ?? null);
  return (
    <Box sx={{ width: '100%', maxWidth: 560, display: 'flex', flexDirection: 'column', gap: 2 }}>
      <FormControl>
        <FormLabel>Theme token</FormLabel>
        <Autocomplete
          options={tokens}
          value={token}
          onChange={(_event, next) => setToken(next)}
          getOptionLabel={(option) => option.path}
          isOptionEqualToValue={(option, value) => option.path === value.path}
          placeholder="palette.neutral.softBg"
        />
        <FormHelperText>{tokens.length} tokens of the default theme; type part of a path.</FormHelperText>
      </FormControl>
      {token ? (
        <Sheet variant="outlined" sx={{ borderRadius: 'sm', overflow: 'auto' }}>
          <Table size="sm" aria-label={`The ${token.path} token`}>
            <tbody>
              <tr>
                <th scope="row" style={{ width: 120 }}>
                  CSS variable
                </th>
                <td>
                  <Typography level="body-xs" fontFamily="code" sx={{ overflowWrap: 'anywhere' }}>
                    var({token.variable})
                  </Typography>
                </td>
              </tr>
              <tr>
                <th scope="row">Light scheme</th>
                <td>
                  <Value value={token.light} />
                </td>
              </tr>
              <tr>
                <th scope="row">Dark scheme</th>
                <td>
                  <Value value={token.dark} />
                </td>
              </tr>
              <tr>
                <th scope="row">In sx</th>
                <td>
                  <Typography level="body-xs" fontFamily="code" sx={{ overflowWrap: 'anywhere' }}>
                    {`theme.vars.${token.path}`}
                  </Typography>
                </td>
              </tr>
            </tbody>
          </Table>
        </Sheet>
      ) : null}
    </Box>
  );
}
