import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { PaletteColor } from '@mui/material/styles';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { toHex } from './colorMath';
import { LEVEL_LABELS, formatRatio, type ContrastCheck } from './contrast';

const KEYS = ['light', 'main', 'dark', 'contrastText'] as const;

const mono = { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace', fontSize: 13 } as const;

/** A colour as the palette holds it, with its hex value when the palette writes it as a function. */
function ColorValue({ value }: { value: string }) {
  const hex = value.startsWith('#') ? value : toHex(value);
  return (
    <>
      <Box component="code" sx={{ ...mono, display: 'block', overflowWrap: 'anywhere' }}>
        {value}
      </Box>
      {hex !== value ? (
        <Box component="code" sx={{ ...mono, display: 'block', color: 'text.secondary' }}>
          {hex}
        </Box>
      ) : null}
    </>
  );
}

/** One palette colour: its four values as swatches, then how its text reads. */
export default function PaletteReport({
  intent,
  label,
  color,
  checks,
}: {
  intent: string;
  label: string;
  color: PaletteColor;
  checks: ContrastCheck[];
}) {
  return (
    <Box
      component="section"
      aria-label={`${label} palette`}
      data-palette={intent}
      sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, minWidth: 0 }}
    >
      <Typography component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))', gap: 1.5 }}>
        {KEYS.map((key) => (
          <Box key={key} data-key={key} sx={{ minWidth: 0 }}>
            <Box
              aria-hidden="true"
              sx={{ height: 40, borderRadius: 1, border: 1, borderColor: 'divider' }}
              style={{ backgroundColor: color[key] }}
            />
            <Box component="dt" sx={{ mt: 0.5, fontWeight: 600, fontSize: 14 }}>
              {key}
            </Box>
            <Box component="dd" sx={{ m: 0 }}>
              <ColorValue value={color[key]} />
            </Box>
          </Box>
        ))}
      </Box>
      <Box sx={{ overflowX: 'auto' }}>
        <Box
          component="table"
          sx={{
            width: '100%',
            borderCollapse: 'collapse',
            fontSize: 14,
            '& th, & td': { py: 0.75, px: 1, textAlign: 'start', borderBottom: 1, borderColor: 'divider' },
          }}
        >
          <Box component="caption" sx={visuallyHidden}>
            {label} contrast ratios
          </Box>
          <thead>
            <tr>
              <th scope="col">Text on background</th>
              <th scope="col">Ratio</th>
              <th scope="col">WCAG</th>
            </tr>
          </thead>
          <tbody>
            {checks.map((check) => (
              <tr key={check.key} data-check={check.key}>
                <th scope="row" style={{ fontWeight: 400 }}>
                  <Box
                    component="span"
                    aria-hidden="true"
                    data-demo-part="component"
                    sx={{ display: 'inline-block', px: 0.75, mr: 1, borderRadius: 0.5, fontWeight: 600, border: 1, borderColor: 'divider' }}
                    style={{ color: check.text, backgroundColor: check.background }}
                  >
                    Aa
                  </Box>
                  {check.label}
                </th>
                <td style={{ whiteSpace: 'nowrap' }}>{formatRatio(check.ratio)}</td>
                <Box
                  component="td"
                  data-level={check.level}
                  sx={{
                    whiteSpace: 'nowrap',
                    fontWeight: check.level === 'AA' ? 400 : 600,
                    color: check.level === 'fail' ? 'error.main' : 'text.primary',
                  }}
                >
                  {LEVEL_LABELS[check.level]}
                </Box>
              </tr>
            ))}
          </tbody>
        </Box>
      </Box>
    </Box>
  );
}
