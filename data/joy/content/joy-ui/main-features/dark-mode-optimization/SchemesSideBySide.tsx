import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Chip from '@mui/joy/Chip';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

// With colorSchemeSelector: 'class', the theme's style sheet is:
//   :root, .light { --schemes-demo-palette-…: light values }
//   .dark         { --schemes-demo-palette-…: dark values }
// so any element with one of those classes switches the variables for everything inside it.
const theme = extendTheme({ cssVarPrefix: 'schemes-demo', colorSchemeSelector: 'class' });

function Invoice() {
  return (
    <Card variant="outlined" sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography level="title-md">Invoice 2025-118</Typography>
        <Chip size="sm" color="warning">
          Due Friday
        </Chip>
      </Box>
      <Typography level="body-sm">Studio rent, May · €1,240.00</Typography>
      <Input size="sm" placeholder="Add a note" aria-label="Note on the invoice" />
      <Button size="sm">Pay now</Button>
    </Card>
  );
}

export default function SchemesSideBySide() {
  return (
    <CssVarsProvider theme={theme}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2, width: '100%' }}>
        {(['light', 'dark'] as const).map((scheme) => (
          // The same components, rendered once each; only the class around them differs.
          <Box key={scheme} className={scheme} sx={{ p: 2, borderRadius: 'md', bgcolor: 'background.body', color: 'text.primary' }}>
            <Typography level="body-xs" sx={{ mb: 1 }}>
              <code>{`<div class="${scheme}">`}</code>
            </Typography>
            <Invoice />
          </Box>
        ))}
      </Box>
    </CssVarsProvider>
  );
}
