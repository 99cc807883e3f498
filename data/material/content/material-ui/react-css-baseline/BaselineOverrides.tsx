import ScopedCssBaseline from '@mui/material/ScopedCssBaseline';
import { ThemeProvider, type Theme } from '@mui/material/styles';

// Extends the surrounding theme. In an app, put these keys in createTheme(); the same
// styleOverrides under MuiCssBaseline apply to the whole document instead of one element.
const withOverrides = (outer: Theme): Theme => ({
  ...outer,
  components: {
    ...outer.components,
    MuiScopedCssBaseline: {
      styleOverrides: {
        root: ({ theme: t }) => {
          // With CSS variables (as here) the colors are variables, so they follow light and dark mode.
          const { palette } = (t as Theme).vars || t;
          return {
            padding: t.spacing(2),
            '& a': { color: palette.primary.main, textUnderlineOffset: 3 },
            '& kbd': {
              fontFamily: 'monospace',
              fontSize: '0.85em',
              padding: '1px 6px',
              border: `1px solid ${palette.divider}`,
              borderRadius: 4,
              backgroundColor: palette.action.hover,
            },
            '& ::selection': { backgroundColor: palette.primary.main, color: palette.primary.contrastText },
          };
        },
      },
    },
  },
});

export default function BaselineOverrides() {
  return (
    <ThemeProvider theme={withOverrides}>
      <ScopedCssBaseline>
        <p style={{ margin: 0 }}>
          Press <kbd>Ctrl</kbd> + <kbd>K</kbd> to search, or read the <a href="#customization">customization notes</a>. Select this text to
          see the selection color.
        </p>
      </ScopedCssBaseline>
    </ThemeProvider>
  );
}
