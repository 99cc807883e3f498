import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardActions from '@mui/joy/CardActions';
import CardContent from '@mui/joy/CardContent';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

// Every Card inside this provider is soft, rounder and roomier, without a prop on any of them.
const theme = extendTheme({
  cssVarPrefix: 'themed-cards-demo',
  colorSchemeSelector: 'class',
  components: {
    JoyCard: {
      defaultProps: { variant: 'soft', color: 'primary' },
      styleOverrides: {
        root: ({ ownerState }) => ({
          '--Card-radius': '20px',
          ...(ownerState.size === 'md' && { '--Card-padding': '1.25rem' }),
        }),
      },
    },
    JoyCardActions: {
      defaultProps: { buttonFlex: '0 1 auto' },
    },
  },
});

export default function ThemedCards() {
  return (
    <CssVarsProvider theme={theme}>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
        <Card sx={{ width: 260, maxWidth: '100%' }}>
          <CardContent>
            <Typography level="title-md">Weekly digest</Typography>
            <Typography level="body-sm">A summary of your team&apos;s activity, every Monday.</Typography>
          </CardContent>
          <CardActions>
            <Button size="sm">Subscribe</Button>
          </CardActions>
        </Card>
        <Card color="neutral" sx={{ width: 260, maxWidth: '100%' }}>
          <CardContent>
            <Typography level="title-md">Product updates</Typography>
            <Typography level="body-sm">New features and fixes, about twice a month.</Typography>
          </CardContent>
          <CardActions>
            <Button size="sm" color="neutral" variant="outlined">
              Subscribe
            </Button>
          </CardActions>
        </Card>
      </Box>
    </CssVarsProvider>
  );
}
