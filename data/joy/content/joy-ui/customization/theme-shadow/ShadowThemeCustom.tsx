import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import type { Theme } from '@mui/joy/styles';

const theme = extendTheme({
  cssVarPrefix: 'shadow-demo',
  colorSchemeSelector: 'class',
  colorSchemes: {
    light: {
      // A hairline ring in front of every shadow, and shadows tinted with a deep violet.
      shadowRing: '0 0 0 1px rgba(40 24 96 / 0.08)',
      shadowChannel: '40 24 96',
      shadowOpacity: '0.12',
    },
    dark: {
      shadowRing: '0 0 0 1px rgba(255 255 255 / 0.08)',
      shadowChannel: '0 0 0',
      shadowOpacity: '0.7',
    },
  },
  shadow: {
    // A new token next to xs…xl: a soft glow for highlighted items.
    glow: '0 0 0 4px rgba(var(--shadow-demo-palette-primary-mainChannel) / 0.18), 0 8px 24px -6px rgba(var(--shadow-demo-palette-primary-mainChannel) / 0.5)',
  },
} as Parameters<typeof extendTheme>[0]);

function Cards() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Card variant="plain" sx={{ boxShadow: 'md' }}>
        <Typography level="title-sm">shadow.md</Typography>
        <Typography level="body-xs">Plain card, no border</Typography>
      </Card>
      <Card variant="plain" sx={{ boxShadow: 'lg' }}>
        <Typography level="title-sm">shadow.lg</Typography>
        <Typography level="body-xs">Plain card, no border</Typography>
      </Card>
    </Box>
  );
}

export default function ShadowThemeCustom() {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr 1fr' }, width: '100%', p: 1 }}>
      <div>
        <Typography level="body-xs" sx={{ mb: 1 }}>
          Default theme
        </Typography>
        <Cards />
      </div>
      <CssVarsProvider theme={theme}>
        <div>
          <Typography level="body-xs" sx={{ mb: 1 }}>
            Custom ring and colour
          </Typography>
          <Cards />
        </div>
        <div>
          <Typography level="body-xs" sx={{ mb: 1 }}>
            A new token: shadow.glow
          </Typography>
          <Card variant="plain" sx={(t: Theme) => ({ boxShadow: (t.vars.shadow as unknown as Record<string, string>).glow })}>
            <Typography level="title-sm">Recommended plan</Typography>
            <Typography level="body-xs">Highlighted with the glow shadow</Typography>
            <Button size="sm">Choose</Button>
          </Card>
        </div>
      </CssVarsProvider>
    </Box>
  );
}
