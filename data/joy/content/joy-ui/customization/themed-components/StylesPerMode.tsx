import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

const theme = extendTheme({
  cssVarPrefix: 'per-mode-demo',
  colorSchemeSelector: 'class',
  components: {
    JoyCard: {
      styleOverrides: {
        root: ({ theme: t }) => [
          // Light mode: a soft shadow, no border.
          { boxShadow: t.vars.shadow.md, borderColor: 'transparent' },
          // Dark mode: shadows don't show on black, so a lighter surface and a visible border instead.
          t.applyStyles('dark', {
            boxShadow: 'none',
            backgroundColor: t.vars.palette.background.level1,
            borderColor: t.vars.palette.neutral[700],
          }),
        ],
      },
    },
  },
});

// Switch the site between light and dark (top bar): the card changes in CSS, with no re-render.
export default function StylesPerMode() {
  return (
    <CssVarsProvider theme={theme}>
      <Box sx={{ p: 1, width: '100%', maxWidth: 380 }}>
        <Card variant="outlined">
          <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
            <Typography level="title-md">Backup</Typography>
            <Chip size="sm" color="success">
              Healthy
            </Chip>
          </Box>
          <Typography level="body-sm">Last snapshot 12 minutes ago · 48 GB</Typography>
        </Card>
      </Box>
    </CssVarsProvider>
  );
}
