import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

// Inside this provider every Textarea is soft, three rows tall and a little rounder,
// with a placeholder in italics.
const theme = extendTheme({
  cssVarPrefix: 'textarea-theme-demo',
  colorSchemeSelector: 'class',
  components: {
    JoyTextarea: {
      defaultProps: { variant: 'soft', minRows: 3 },
      styleOverrides: {
        root: ({ theme: t }) => ({
          '--Textarea-radius': t.vars.radius.lg,
          '--Textarea-focusedThickness': '1px',
        }),
        textarea: {
          '&::placeholder': { fontStyle: 'italic' },
        },
      },
    },
  },
});

export default function ThemedTextarea() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack spacing={2} sx={{ maxWidth: 420, width: '100%' }}>
        <FormControl>
          <FormLabel>Meeting notes</FormLabel>
          <Textarea placeholder="Decisions, owners, next steps" />
        </FormControl>
        <FormControl>
          <FormLabel>One-line summary (props win over defaults)</FormLabel>
          <Textarea variant="outlined" minRows={1} placeholder="Shipped the new search" />
        </FormControl>
      </Stack>
    </CssVarsProvider>
  );
}
