import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import FavoriteBorderRounded from '@mui/icons-material/FavoriteBorderRounded';

// `undefined` removes a token: no CSS variable, and no :active style in any component.
// Remove it in every colour scheme, or the schemes would disagree.
const noActive = { solidActiveBg: undefined, softActiveBg: undefined, outlinedActiveBg: undefined, plainActiveBg: undefined };

const theme = extendTheme({
  cssVarPrefix: 'no-active-demo',
  colorSchemeSelector: 'class',
  colorSchemes: {
    light: { palette: { primary: noActive, neutral: noActive } },
    dark: { palette: { primary: noActive, neutral: noActive } },
  },
});

function Row() {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
      <Button>Solid</Button>
      <Button variant="soft">Soft</Button>
      <Button variant="outlined" color="neutral">
        Outlined
      </Button>
      <IconButton aria-label="Like">
        <FavoriteBorderRounded />
      </IconButton>
    </Box>
  );
}

// Press and hold the buttons in each row.
export default function RemoveActiveTokens() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <div>
        <Typography level="body-xs" sx={{ mb: 1 }}>
          Default: a darker background while pressed
        </Typography>
        <Row />
      </div>
      <CssVarsProvider theme={theme}>
        <div>
          <Typography level="body-xs" sx={{ mb: 1 }}>
            Active tokens removed: pressing looks like hovering
          </Typography>
          <Row />
        </div>
      </CssVarsProvider>
    </Box>
  );
}
