import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

// colorSchemeSelector: 'media' writes the dark scheme inside @media (prefers-color-scheme: dark):
// the operating system decides, with no JavaScript and no stored choice (setMode has no effect).
const theme = extendTheme({ cssVarPrefix: 'media-demo', colorSchemeSelector: 'media' });

export default function MediaColorScheme() {
  return (
    <CssVarsProvider theme={theme}>
      <Card variant="outlined" sx={{ width: '100%', maxWidth: 420, bgcolor: 'background.body' }}>
        <Typography level="title-md">Follows your operating system</Typography>
        <Typography level="body-sm">
          This card is dark when your system setting is dark, whatever this site&apos;s own switch says.
        </Typography>
        <Box
          sx={{
            typography: 'body-xs',
            fontFamily: 'code',
            color: 'text.tertiary',
            '&::after': { content: '"prefers-color-scheme: light"' },
            '@media (prefers-color-scheme: dark)': { '&::after': { content: '"prefers-color-scheme: dark"' } },
          }}
        />
      </Card>
    </CssVarsProvider>
  );
}
