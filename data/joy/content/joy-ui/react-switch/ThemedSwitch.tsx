import Stack from '@mui/joy/Stack';
import Switch, { switchClasses } from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme } from '@mui/joy/styles';

// Inside this provider every Switch is small by default, turns green (instead of the default
// primary) when on, and its thumb slides. A switch with a color of its own keeps it.
const theme = extendTheme({
  cssVarPrefix: 'switch-theme-demo',
  colorSchemeSelector: 'class',
  components: {
    JoySwitch: {
      defaultProps: { size: 'sm' },
      styleOverrides: {
        root: ({ theme: t }) => ({
          '--Switch-trackWidth': '30px',
          // Only switches that are on, enabled and in the default primary color turn green.
          [`&.${switchClasses.checked}.${switchClasses.colorPrimary}:not(.${switchClasses.disabled})`]: {
            '--Switch-trackBackground': t.vars.palette.success.solidBg,
            '&:hover': { '--Switch-trackBackground': t.vars.palette.success.solidHoverBg },
          },
        }),
        thumb: {
          transition: 'left 150ms ease',
          [`&.${switchClasses.checked}`]: { boxShadow: 'none' },
        },
      },
    },
  },
});

export default function ThemedSwitch() {
  return (
    <CssVarsProvider theme={theme}>
      <Stack spacing={1.5} sx={{ maxWidth: 300, width: '100%' }}>
        <Typography
          component="label"
          level="body-sm"
          sx={{ justifyContent: 'space-between', gap: 2 }}
          endDecorator={<Switch defaultChecked />}
        >
          Auto-renew subscription
        </Typography>
        <Typography component="label" level="body-sm" sx={{ justifyContent: 'space-between', gap: 2 }} endDecorator={<Switch />}>
          Paperless invoices
        </Typography>
        <Typography
          component="label"
          sx={{ justifyContent: 'space-between', gap: 2 }}
          endDecorator={<Switch size="md" color="warning" defaultChecked />}
        >
          Beta features (own size and color)
        </Typography>
      </Stack>
    </CssVarsProvider>
  );
}
