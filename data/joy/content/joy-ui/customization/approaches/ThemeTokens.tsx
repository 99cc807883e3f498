import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

// A teal primary palette: the shades are the tokens; the variant tokens (solidBg…) are built from them.
const teal = {
  50: '#EFFCFA',
  100: '#D2F5F0',
  200: '#A5EAE0',
  300: '#6DD5C8',
  400: '#36B8AA',
  500: '#1A9A8D',
  600: '#127B71',
  700: '#0F615A',
  800: '#0D4944',
  900: '#082D2A',
};

const theme = extendTheme({
  cssVarPrefix: 'tokens-demo',
  colorSchemeSelector: 'class',
  colorSchemes: {
    // Solid buttons on shade 600, so white text keeps a 4.5:1 contrast in both schemes.
    light: {
      palette: {
        primary: { ...teal, solidBg: 'var(--tokens-demo-palette-primary-600)', solidHoverBg: 'var(--tokens-demo-palette-primary-700)' },
      },
    },
    dark: {
      palette: {
        primary: { ...teal, solidBg: 'var(--tokens-demo-palette-primary-600)', solidHoverBg: 'var(--tokens-demo-palette-primary-700)' },
      },
    },
  },
  radius: { sm: '2px', md: '4px', lg: '6px' },
  fontFamily: { display: 'Georgia, "Times New Roman", serif' },
});

function Sample() {
  return (
    <Card variant="outlined">
      <Typography level="h4" component="p">
        Field notes
      </Typography>
      <Typography level="body-sm">Weekly observations from the river survey team.</Typography>
      <Input placeholder="Search entries" aria-label="Search entries" />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button>New entry</Button>
        <Chip color="primary">12 this week</Chip>
      </Box>
    </Card>
  );
}

export default function ThemeTokens() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, width: '100%' }}>
      <div>
        <Typography level="body-xs" sx={{ mb: 1 }}>
          Default theme
        </Typography>
        <Sample />
      </div>
      <CssVarsProvider theme={theme}>
        <div>
          <Typography level="body-xs" sx={{ mb: 1 }}>
            Custom tokens: palette, radius, display font
          </Typography>
          <Sample />
        </div>
      </CssVarsProvider>
    </Box>
  );
}
