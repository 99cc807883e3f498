import * as React from 'react';
import Box from '@mui/joy/Box';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme, styled, useThemeProps } from '@mui/joy/styles';
import type { VariantProp } from '@mui/joy/styles';

interface KbdProps {
  children: React.ReactNode;
  variant?: VariantProp;
  size?: 'sm' | 'md';
}

const KbdRoot = styled('kbd', { name: 'JoyKbd', slot: 'root' })<{ ownerState: KbdProps }>(({ theme, ownerState }) => ({
  ...theme.variants[ownerState.variant!]?.neutral,
  display: 'inline-block',
  fontFamily: theme.vars.fontFamily.code,
  fontSize: ownerState.size === 'sm' ? theme.vars.fontSize.xs : theme.vars.fontSize.sm,
  lineHeight: 1.5,
  padding: '0 0.4em',
  borderRadius: theme.vars.radius.xs,
}));

function Kbd(inProps: KbdProps) {
  const props = useThemeProps({ props: inProps, name: 'JoyKbd' });
  const { children, variant = 'outlined', size = 'md' } = props;
  return <KbdRoot ownerState={{ ...props, variant, size }}>{children}</KbdRoot>;
}

// What an app's theme can now say about Kbd, exactly as for a built-in component.
// (Joy UI's Components type doesn't know JoyKbd: module augmentation adds it; see below.)
const theme = extendTheme({
  cssVarPrefix: 'kbd-demo',
  colorSchemeSelector: 'class',
  components: {
    JoyKbd: {
      defaultProps: { variant: 'soft', size: 'sm' },
      styleOverrides: {
        root: ({ theme: t }: { theme: typeof theme }) => ({
          fontWeight: t.vars.fontWeight.lg,
          boxShadow: `inset 0 -2px 0 ${t.vars.palette.neutral.outlinedBorder}`,
          minWidth: '1.6em',
          textAlign: 'center',
        }),
      },
    },
  },
} as Parameters<typeof extendTheme>[0]);

function Shortcuts() {
  return (
    <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', gap: 1.5, alignItems: 'center' }}>
      <Typography component="dt" level="body-sm">
        Search
      </Typography>
      <dd style={{ margin: 0 }}>
        <Kbd>Ctrl</Kbd> + <Kbd>K</Kbd>
      </dd>
      <Typography component="dt" level="body-sm">
        New message
      </Typography>
      <dd style={{ margin: 0 }}>
        <Kbd>C</Kbd>
      </dd>
      <Typography component="dt" level="body-sm">
        Archive
      </Typography>
      <dd style={{ margin: 0 }}>
        <Kbd>Shift</Kbd> + <Kbd>E</Kbd>
      </dd>
    </Box>
  );
}

export default function KbdThemeEntry() {
  const [themed, setThemed] = React.useState(true);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%', maxWidth: 360 }}>
      <FormControl orientation="horizontal" sx={{ gap: 1, alignItems: 'center' }}>
        <Switch checked={themed} onChange={(event) => setThemed(event.target.checked)} />
        <FormLabel sx={{ m: 0 }}>Apply the theme&apos;s JoyKbd entry</FormLabel>
      </FormControl>
      {themed ? (
        <CssVarsProvider theme={theme}>
          <Shortcuts />
        </CssVarsProvider>
      ) : (
        <Shortcuts />
      )}
    </Box>
  );
}
