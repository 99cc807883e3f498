import { CssVarsProvider, extendTheme } from '@mui/joy/styles';
import ScopedCssBaseline from '@mui/joy/ScopedCssBaseline';

// A theme for one embedded widget: its own CSS variables (prefix), and extra base
// styles for the plain HTML inside it, added to the scoped baseline's own.
const theme = extendTheme({
  cssVarPrefix: 'scoped-baseline-demo',
  colorSchemeSelector: 'class',
  fontFamily: { body: 'Georgia, "Times New Roman", serif' },
  components: {
    JoyScopedCssBaseline: {
      styleOverrides: {
        root: ({ theme: t }) => ({
          padding: t.spacing(2),
          borderRadius: t.vars.radius.md,
          '& a': {
            color: t.vars.palette.primary.plainColor,
            textUnderlineOffset: '3px',
          },
          '& a:hover': { color: t.vars.palette.primary[500] },
          '& p': { margin: `0 0 ${t.spacing(1)}` },
          '& ::selection': { backgroundColor: t.vars.palette.warning.softBg },
        }),
      },
    },
  },
});

export default function ThemedScopedBaseline() {
  return (
    <CssVarsProvider theme={theme}>
      <ScopedCssBaseline sx={{ maxWidth: 440, border: '1px solid', borderColor: 'divider' }}>
        <p>
          <b>Opening hours changed.</b> From 1 July the reading room opens at 9:00 and closes at 19:00 on weekdays.
        </p>
        <p>
          See the <a href="?section=themed-scoped-baseline">full timetable</a> or select this text to see the highlight colour.
        </p>
      </ScopedCssBaseline>
    </CssVarsProvider>
  );
}
