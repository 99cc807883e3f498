import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme, useColorScheme } from '@mui/joy/styles';
import DarkModeRounded from '@mui/icons-material/DarkModeRounded';
import LightModeRounded from '@mui/icons-material/LightModeRounded';
import SettingsBrightnessRounded from '@mui/icons-material/SettingsBrightnessRounded';

type Mode = 'light' | 'dark' | 'system';

// The demo's colour scheme is an attribute of its own element (data-mode-demo="dark"), not of <html>.
const theme = extendTheme({ cssVarPrefix: 'mode-demo', colorSchemeSelector: 'data-mode-demo' });

function ModeSwitcher() {
  const { mode, systemMode, colorScheme, setMode } = useColorScheme();

  // `mode` is undefined on the server and until the app has hydrated: the stored choice is only
  // known in the browser. Keep the space and draw nothing, so no wrong colour is ever painted.
  if (!mode) {
    return <Box sx={{ minHeight: 236 }} />;
  }

  return (
    <Sheet
      variant="outlined"
      sx={{ p: 2, borderRadius: 'md', bgcolor: 'background.body', display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <ToggleButtonGroup
        size="sm"
        value={mode}
        onChange={(_event, value) => value && setMode(value as Mode)}
        aria-label="Colour mode of this demo"
        sx={{ flexWrap: 'wrap' }}
      >
        <Button value="light" startDecorator={<LightModeRounded />}>
          Light
        </Button>
        <Button value="system" startDecorator={<SettingsBrightnessRounded />}>
          System
        </Button>
        <Button value="dark" startDecorator={<DarkModeRounded />}>
          Dark
        </Button>
      </ToggleButtonGroup>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, typography: 'body-sm' }}>
        <dt>mode</dt>
        <Box component="dd" sx={{ m: 0, fontFamily: 'code' }}>{`'${mode}'`}</Box>
        <dt>systemMode</dt>
        <Box component="dd" sx={{ m: 0, fontFamily: 'code' }}>
          {systemMode ? `'${systemMode}'` : 'undefined'}
        </Box>
        <dt>colorScheme</dt>
        <Box component="dd" sx={{ m: 0, fontFamily: 'code' }}>
          <span role="status">{`'${colorScheme}'`}</span>
        </Box>
      </Box>
      <Sheet variant="soft" sx={{ p: 1.5, borderRadius: 'sm', display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography level="title-sm" sx={{ flex: 1 }}>
          Nightly export
        </Typography>
        <Chip size="sm" color="success">
          Done
        </Chip>
        <Button size="sm" variant="outlined" color="neutral">
          Download
        </Button>
      </Sheet>
    </Sheet>
  );
}

export default function ModeToggle() {
  // The element that receives data-mode-demo. In an app, leave colorSchemeNode out: it defaults to <html>.
  const [node, setNode] = React.useState<HTMLDivElement | null>(null);

  return (
    <CssVarsProvider
      theme={theme}
      // A provider of its own, apart from this page's: in an app, leave these two out.
      disableNestedContext
      colorSchemeNode={node}
      // Keys of its own in localStorage, so the demo's choice is remembered without touching the page's.
      modeStorageKey="joy-docs-mode-demo"
      colorSchemeStorageKey="joy-docs-mode-demo-scheme"
      defaultMode="system"
      disableTransitionOnChange
    >
      <Box ref={setNode} sx={{ width: '100%', maxWidth: 420 }}>
        <ModeSwitcher />
      </Box>
    </CssVarsProvider>
  );
}
