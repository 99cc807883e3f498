import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import { inputClasses } from '@mui/joy/Input';
import SearchRounded from '@mui/icons-material/SearchRounded';

const theme = extendTheme({
  cssVarPrefix: 'props-state-demo',
  colorSchemeSelector: 'class',
  components: {
    JoyButton: {
      styleOverrides: {
        // Based on props: ownerState holds the instance's props (and some state).
        root: ({ ownerState, theme: t }) => ({
          ...(ownerState.size === 'lg' && { paddingInline: '1.75rem', fontSize: t.vars.fontSize.md }),
          ...(ownerState.color === 'danger' &&
            ownerState.variant === 'solid' && {
              textTransform: 'uppercase',
              letterSpacing: '0.04em',
            }),
          // Based on state: pseudo-classes and the state classes Joy UI adds.
          '&:active': { transform: 'translateY(1px)' },
          '&.Mui-disabled': { opacity: 0.6 },
        }),
      },
    },
    JoyInput: {
      styleOverrides: {
        root: ({ theme: t }) => ({
          transition: 'box-shadow 0.15s',
          [`&.${inputClasses.focused}`]: { boxShadow: `0 0 0 4px rgba(${t.vars.palette.primary.mainChannel} / 0.16)` },
          [`&.${inputClasses.error}`]: { boxShadow: `0 0 0 4px rgba(${t.vars.palette.danger.mainChannel} / 0.12)` },
        }),
      },
    },
  },
});

export default function StylesByPropsAndState() {
  return (
    <CssVarsProvider theme={theme}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%', maxWidth: 480 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button size="lg">Checkout</Button>
          <Button color="danger">Delete</Button>
          <Button variant="outlined" disabled>
            Archived
          </Button>
        </Box>
        <Input startDecorator={<SearchRounded />} placeholder="Focus me" aria-label="Search products" />
        <Input error defaultValue="not-an-email" aria-label="Email address (invalid)" />
      </Box>
    </CssVarsProvider>
  );
}
