import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import * as colors from '@mui/material/colors';
import { createTheme } from '@mui/material/styles';

type Hue = Exclude<keyof typeof colors, 'common'>;
const hues = (Object.keys(colors) as (keyof typeof colors)[]).filter((name): name is Hue => name !== 'common');

const shades = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;
const accents = ['A100', 'A200', 'A400', 'A700'] as const;

// Used only for its contrast rule: white or dark text, whichever reads better on a shade.
const { palette } = createTheme();

function Swatch({ hue, shade }: { hue: Hue; shade: (typeof shades)[number] | (typeof accents)[number] }) {
  const value = colors[hue][shade];
  return (
    <Box
      component="li"
      sx={{
        display: 'flex',
        justifyContent: 'space-between',
        px: 1.5,
        py: shade === '500' ? 2 : 1,
        bgcolor: value,
        color: palette.getContrastText(value),
        fontFamily: 'monospace',
        fontSize: 13,
      }}
    >
      <span>
        {hue}[{/^\d/.test(shade) ? shade : `'${shade}'`}]
      </span>
      <span>{value}</span>
    </Box>
  );
}

export default function HueShades() {
  const [hue, setHue] = React.useState<Hue>('teal');

  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      <FormControl size="small">
        <InputLabel id="hue-select-label">Hue</InputLabel>
        <Select labelId="hue-select-label" label="Hue" value={hue} onChange={(event) => setHue(event.target.value as Hue)}>
          {hues.map((name) => (
            <MenuItem key={name} value={name}>
              <Box component="span" aria-hidden sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: colors[name][500], mr: 1 }} />
              {name}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      <Typography variant="body2" component="p" sx={{ fontFamily: 'monospace' }}>
        {`import { ${hue} } from '@mui/material/colors';`}
      </Typography>
      <Box component="ul" aria-label={`Shades of ${hue}`} sx={{ m: 0, p: 0, listStyle: 'none', borderRadius: 1, overflow: 'hidden' }}>
        {shades.map((shade) => (
          <Swatch key={shade} hue={hue} shade={shade} />
        ))}
      </Box>
      <Box
        component="ul"
        aria-label={`Accent shades of ${hue}`}
        sx={{ m: 0, p: 0, listStyle: 'none', borderRadius: 1, overflow: 'hidden' }}
      >
        {accents.map((shade) => (
          <Swatch key={shade} hue={hue} shade={shade} />
        ))}
      </Box>
    </Stack>
  );
}
