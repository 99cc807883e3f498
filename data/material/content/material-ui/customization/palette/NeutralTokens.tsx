import * as React from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { createTheme, type Palette } from '@mui/material/styles';

const palettes: Palette[] = [createTheme().palette, createTheme({ palette: { mode: 'dark' } }).palette];

const actionTokens = ['hover', 'selected', 'focus', 'disabledBackground'] as const;

function Row({ name, value, children }: { name: string; value: string; children: React.ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '40px 1fr', gap: 1, alignItems: 'center', py: 0.5 }}>
      {children}
      <Box sx={{ minWidth: 0, fontFamily: 'monospace', fontSize: 12, overflowWrap: 'anywhere' }}>
        <div>{name}</div>
        <Box sx={{ opacity: 0.8 }}>{value}</Box>
      </Box>
    </Box>
  );
}

function Swatch({ color }: { color: string }) {
  return <Box sx={{ width: 40, height: 28, borderRadius: 0.5, bgcolor: color }} />;
}

function PalettePanel({ palette }: { palette: Palette }) {
  return (
    // The panel paints itself with the palette's own background and text, whatever the page's mode.
    <Box
      sx={{
        flex: 1,
        minWidth: 0,
        p: 2,
        borderRadius: 1,
        bgcolor: palette.background.default,
        color: palette.text.primary,
        border: 1,
        borderColor: palette.divider,
      }}
    >
      <Typography variant="subtitle2" component="p" gutterBottom>
        {`mode: '${palette.mode}'`}
      </Typography>
      {(['primary', 'secondary', 'disabled'] as const).map((token) => (
        <Row key={token} name={`text.${token}`} value={palette.text[token]}>
          <Box sx={{ color: palette.text[token], fontWeight: 700, fontSize: 20, textAlign: 'center' }}>Aa</Box>
        </Row>
      ))}
      <Row name="divider" value={palette.divider}>
        <Box sx={{ height: 0, borderTop: 2, borderColor: palette.divider }} />
      </Row>
      <Row name="background.paper" value={palette.background.paper}>
        <Box
          sx={{ width: 40, height: 28, borderRadius: 0.5, bgcolor: palette.background.paper, border: 1, borderColor: palette.divider }}
        />
      </Row>
      {actionTokens.map((token) => (
        <Row key={token} name={`action.${token}`} value={palette.action[token]}>
          <Swatch color={palette.action[token]} />
        </Row>
      ))}
      <Row name="action.active" value={palette.action.active}>
        <Swatch color={palette.action.active} />
      </Row>
    </Box>
  );
}

const greyKeys = ['50', '100', '200', '300', '400', '500', '600', '700', '800', '900'] as const;

export default function NeutralTokens() {
  const grey = palettes[0].grey;
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        {palettes.map((palette) => (
          <PalettePanel key={palette.mode} palette={palette} />
        ))}
      </Stack>
      <div>
        <Typography variant="subtitle2" component="p" gutterBottom>
          palette.grey (the same in both modes)
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: 'repeat(5, 1fr)', sm: 'repeat(10, 1fr)' } }}>
          {greyKeys.map((key) => (
            <Box
              key={key}
              sx={{ bgcolor: grey[key], color: palettes[0].getContrastText(grey[key]), p: 1, fontFamily: 'monospace', fontSize: 12 }}
            >
              {key}
              <br />
              {grey[key]}
            </Box>
          ))}
        </Box>
      </div>
    </Stack>
  );
}
