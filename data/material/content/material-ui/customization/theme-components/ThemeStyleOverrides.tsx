import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// Style objects keyed by slot name: `root`, `icon`, `message` and `action` are Alert's slots.
const alertTheme = (outerTheme: Theme): Theme => ({
  ...outerTheme,
  components: {
    ...outerTheme.components,
    MuiAlert: {
      styleOverrides: {
        root: {
          borderRadius: 12,
          alignItems: 'center',
          borderInlineStart: '6px solid currentColor',
          // Nested selectors and state classes work as in sx.
          '& .MuiAlert-action .MuiButton-root': { fontWeight: 700 },
        },
        icon: { opacity: 1, fontSize: 26 },
        message: { paddingBlock: 6 },
        action: { paddingTop: 0, marginInlineEnd: 0 },
      },
    },
    MuiAlertTitle: {
      styleOverrides: { root: { marginBottom: 0, fontWeight: 700 } },
    },
  },
});

export default function ThemeStyleOverrides() {
  return (
    <ThemeProvider theme={alertTheme}>
      <Stack spacing={2} sx={{ width: '100%', maxWidth: 520 }}>
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small">
              Renew
            </Button>
          }
        >
          <AlertTitle>Certificate expires in 6 days</AlertTitle>
          shop.example.com
        </Alert>
        <Alert severity="success" variant="outlined">
          Backup completed at 02:14.
        </Alert>
      </Stack>
    </ThemeProvider>
  );
}
