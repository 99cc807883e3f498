import * as React from 'react';
import { createPortal } from 'react-dom';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { createTheme, ThemeProvider, useColorScheme, type Theme } from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';
import CloseIcon from '@mui/icons-material/Close';

interface ShadowSetup {
  /** The element inside the shadow root that holds the app and its portals. */
  container: HTMLElement;
  cache: EmotionCache;
  theme: Theme;
}

function createShadowSetup(shadowRoot: ShadowRoot): ShadowSetup {
  const container = document.createElement('div');
  shadowRoot.appendChild(container);
  return {
    container,
    // 1. Styles: Emotion inserts its <style> elements into the shadow root instead of <head>.
    cache: createCache({ key: 'shadow-widget', prepend: true, container: shadowRoot }),
    theme: createTheme({
      // 3. CSS theme variables: declared on :host (the shadow root's host), switched by a class on `container`.
      cssVariables: { rootSelector: ':host', colorSchemeSelector: 'class', cssVarPrefix: 'widget' },
      colorSchemes: { light: true, dark: true },
      // 2. Theme: popups render into the shadow root, where the styles are, instead of document.body.
      components: {
        MuiPopover: { defaultProps: { container } },
        MuiPopper: { defaultProps: { container } },
        MuiModal: { defaultProps: { container } },
      },
    }),
  };
}

function HelpWidget() {
  const { mode, setMode } = useColorScheme();
  const [topic, setTopic] = React.useState('billing');

  return (
    <Paper elevation={4} sx={{ p: 2, maxWidth: 340 }}>
      <Stack direction="row" sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <Typography variant="subtitle1" component="p" sx={{ fontWeight: 600 }}>
          Help center
        </Typography>
        <Tooltip title="Close the help center">
          <IconButton size="small" aria-label="Close">
            <CloseIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Stack>
      <Stack spacing={2}>
        <TextField label="Search articles" size="small" type="search" />
        <FormControl size="small">
          <InputLabel id="widget-topic-label">Topic</InputLabel>
          <Select labelId="widget-topic-label" label="Topic" value={topic} onChange={(event) => setTopic(event.target.value)}>
            <MenuItem value="billing">Billing and invoices</MenuItem>
            <MenuItem value="account">Account and sign-in</MenuItem>
            <MenuItem value="delivery">Delivery</MenuItem>
          </Select>
        </FormControl>
        <FormControlLabel
          control={<Switch checked={mode === 'dark'} onChange={(event) => setMode(event.target.checked ? 'dark' : 'light')} />}
          label="Dark theme"
        />
        <Button variant="contained">Contact support</Button>
      </Stack>
    </Paper>
  );
}

export default function ShadowDomWidget() {
  const hostRef = React.useRef<HTMLDivElement>(null);
  const [setup, setSetup] = React.useState<ShadowSetup | null>(null);

  React.useEffect(() => {
    const host = hostRef.current!;
    // A shadow root can only be attached once: reuse it when the effect runs again.
    const shadowRoot = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
    const next = createShadowSetup(shadowRoot);
    setSetup(next);
    return () => next.container.remove();
  }, []);

  return (
    <>
      {/* The shadow host. Nothing from the page's stylesheets reaches inside it. */}
      <Box ref={hostRef} sx={{ minHeight: 340, width: '100%' }} />
      {setup &&
        createPortal(
          <CacheProvider value={setup.cache}>
            <ThemeProvider
              theme={setup.theme}
              // Its own mode, class and (no) storage, apart from the page's.
              disableNestedContext
              colorSchemeNode={setup.container}
              storageManager={null}
              defaultMode="light"
            >
              <HelpWidget />
            </ThemeProvider>
          </CacheProvider>,
          setup.container,
        )}
    </>
  );
}
