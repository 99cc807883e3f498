import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import LinearProgress from '@mui/joy/LinearProgress';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

// A violet primary. Only the shades change: the variant tokens refer to shades, so they follow.
const violet = {
  50: '#F5F3FF',
  100: '#EDE9FE',
  200: '#DDD6FE',
  300: '#C4B5FD',
  400: '#A78BFA',
  500: '#7C4DDB',
  600: '#6A3BC7',
  700: '#5B2DAE',
  800: '#45228A',
  900: '#2C1560',
};

const theme = extendTheme({
  cssVarPrefix: 'palette-demo',
  colorSchemeSelector: 'class',
  colorSchemes: {
    light: { palette: { primary: violet, background: { body: '#FAF9FC' } } },
    dark: { palette: { primary: violet } },
  },
});

function Sample() {
  return (
    <Sheet
      variant="outlined"
      sx={{ p: 2, borderRadius: 'sm', display: 'flex', flexDirection: 'column', gap: 1.5, bgcolor: 'background.body' }}
    >
      <Box sx={{ display: 'flex', gap: 0.25 }} aria-hidden>
        {Object.keys(violet).map((shade) => (
          <Box key={shade} sx={{ flex: 1, height: 12, bgcolor: `primary.${shade}` }} />
        ))}
      </Box>
      <Typography level="title-sm">Course progress</Typography>
      <LinearProgress determinate value={64} aria-label="Course progress" />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button size="sm">Resume lesson 7</Button>
        <Button size="sm" variant="soft">
          Notes
        </Button>
        <Chip color="primary" variant="outlined">
          64%
        </Chip>
      </Box>
    </Sheet>
  );
}

export default function CustomPalette() {
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, width: '100%' }}>
      <div>
        <Typography level="body-xs" sx={{ mb: 1 }}>
          Default primary
        </Typography>
        <Sample />
      </div>
      <CssVarsProvider theme={theme}>
        <div>
          <Typography level="body-xs" sx={{ mb: 1 }}>
            primary shades replaced
          </Typography>
          <Sample />
        </div>
      </CssVarsProvider>
    </Box>
  );
}
