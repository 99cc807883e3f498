/**
 * The Color page's tool: pick a primary and a secondary colour (from the Material palette or
 * typed), see the palette the library derives from them, how its text contrasts, real components
 * in light and dark mode, and the theme code. The chosen colours live in the address so that a
 * palette can be shared. Pure logic in src/tools/colorTool/.
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { styled, useTheme } from '@mui/material/styles';
import { pressableButtonStyles } from './pressableButtonStyles';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import CopyToolButton from '../demos/CopyToolButton';
import { MAX_COLOR_LENGTH, parseColor } from './colorTool/colorInput';
import { contrastChecks } from './colorTool/contrast';
import { INTENTS, INTENT_LABELS, paletteTheme, type ChosenColors, type Intent } from './colorTool/palette';
import PalettePreview from './colorTool/PalettePreview';
import PaletteReport from './colorTool/PaletteReport';
import { paletteSummary } from './colorTool/summary';
import SwatchPicker from './colorTool/SwatchPicker';
import { themeCode } from './colorTool/themeCode';
import { initialToolState, selectedSwatch, toolReducer } from './colorTool/toolState';
import { colorsToSearch, parseColorParams } from './colorTool/urlState';

/** How long typing pauses before an invalid colour's message shows (leaving the field shows it at once). */
const ERROR_DELAY_MS = 700;

const IntentButton = styled('button')(({ theme }) => ({
  ...pressableButtonStyles(theme),
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(1),
  minHeight: 40,
  padding: theme.spacing(0.5, 1.5),
  fontSize: 14,
}));

const Dot = styled('span')(({ theme }) => ({
  width: 20,
  height: 20,
  flexShrink: 0,
  borderRadius: '50%',
  boxShadow: `inset 0 0 0 1px ${(theme.vars ?? theme).palette.divider}`,
}));

const codeSx = {
  m: 0,
  p: 2,
  overflowX: 'auto',
  borderRadius: 2,
  border: 1,
  borderColor: 'divider',
  bgcolor: 'action.hover',
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  fontSize: 13,
  lineHeight: 1.6,
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

/** Puts the colours in the address without a navigation, keeping Next's history entry in step. */
function writeAddress(colors: ChosenColors) {
  const { pathname, search, hash } = window.location;
  const url = `${pathname}${colorsToSearch(search, colors)}${hash}`;
  if (url === `${pathname}${search}${hash}`) {
    return;
  }
  const entry: unknown = window.history.state;
  const isNextEntry = typeof entry === 'object' && entry !== null && '__N' in entry;
  window.history.replaceState(isNextEntry ? { ...entry, as: url } : entry, '', url);
}

function SectionTitle({ children }: { children: React.ReactNode }) {
  return (
    <Typography component="h3" variant="h6" sx={{ fontSize: 18, fontWeight: 600 }}>
      {children}
    </Typography>
  );
}

export default function ColorTool() {
  const id = React.useId();
  const direction = useTheme().direction;
  const [state, dispatch] = React.useReducer(toolReducer, undefined, initialToolState);
  const [intent, setIntent] = React.useState<Intent>('primary');
  // While the reader types, an unfinished colour is not yet an error.
  const [typing, setTyping] = React.useState(false);
  const [copyFailed, setCopyFailed] = React.useState(false);
  // The address changes only once the reader has changed a colour.
  const changedByReader = React.useRef(false);

  React.useEffect(() => {
    const colors = parseColorParams(window.location.search);
    if (Object.keys(colors).length > 0) {
      // The address exists only in the browser: the server's HTML and hydration show the defaults.
      dispatch({ type: 'restore', colors });
    }
  }, []);

  const current = state[intent];
  const primary = state.primary.color;
  const secondary = state.secondary.color;
  React.useEffect(() => {
    if (changedByReader.current) {
      writeAddress({ primary, secondary });
    }
  }, [primary, secondary]);

  React.useEffect(() => {
    if (!typing) {
      return undefined;
    }
    const timer = window.setTimeout(() => setTyping(false), ERROR_DELAY_MS);
    return () => window.clearTimeout(timer);
    // Each keystroke starts the pause again.
  }, [typing, current.text]);

  const themes = React.useMemo(
    () => ({
      light: paletteTheme({ primary, secondary }, 'light', direction),
      dark: paletteTheme({ primary, secondary }, 'dark', direction),
    }),
    [primary, secondary, direction],
  );
  const backgrounds = { light: themes.light.palette.background.default, dark: themes.dark.palette.background.default };
  const report = INTENTS.map((name) => {
    const color = themes.light.palette[name];
    return { intent: name, color, checks: contrastChecks(color, backgrounds), swatch: selectedSwatch(state[name]) };
  });
  const active = report.find((entry) => entry.intent === intent)!;
  const code = themeCode({ primary, secondary }, { primary: report[0].swatch, secondary: report[1].swatch });

  const parsed = parseColor(current.text);
  const error = parsed.ok || typing ? null : parsed.message;
  const label = INTENT_LABELS[intent];
  const change = (action: Parameters<typeof dispatch>[0]) => {
    changedByReader.current = true;
    dispatch(action);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Box role="group" aria-label="Colour to edit" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {INTENTS.map((name) => (
            <IntentButton
              key={name}
              type="button"
              aria-pressed={name === intent}
              data-intent={name}
              onClick={() => {
                setIntent(name);
                setTyping(false);
              }}
            >
              <Dot aria-hidden="true" style={{ backgroundColor: state[name].color }} />
              {INTENT_LABELS[name]}
              <Box component="code" sx={{ fontSize: 13, color: 'text.secondary', fontWeight: 400 }}>
                {state[name].color}
              </Box>
            </IntentButton>
          ))}
        </Box>

        <FormControl error={Boolean(error)} sx={{ maxWidth: 360 }}>
          <InputLabel htmlFor={`${id}-color`}>{label} colour</InputLabel>
          <OutlinedInput
            id={`${id}-color`}
            label={`${label} colour`}
            value={current.text}
            onChange={(event) => {
              setTyping(true);
              change({ type: 'text', intent, text: event.target.value });
            }}
            onBlur={() => setTyping(false)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                setTyping(false);
              }
            }}
            inputProps={{
              maxLength: MAX_COLOR_LENGTH,
              autoComplete: 'off',
              spellCheck: false,
              autoCapitalize: 'none',
              'aria-invalid': Boolean(error),
              'aria-describedby': `${id}-color-help`,
            }}
          />
          <FormHelperText id={`${id}-color-help`}>
            {error ?? 'A hex, rgb(), rgba(), hsl() or hsla() colour, or pick one below.'}
          </FormHelperText>
        </FormControl>

        <SwatchPicker
          name={`${id}-${intent}`}
          label={label}
          swatch={current.swatch}
          selected={active.swatch}
          onHue={(hue) => change({ type: 'hue', intent, hue })}
          onShade={(shade) => change({ type: 'shade', intent, shade })}
        />
      </Box>

      <Typography role="status" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
        {paletteSummary(label, active.color, active.swatch, active.checks[0])}
      </Typography>

      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <SectionTitle>Palette and contrast</SectionTitle>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Computed by <code>createTheme</code> with <code>tonalOffset: 0.2</code> and <code>contrastThreshold: 3</code> (the defaults). WCAG
          AA asks for 4.5:1 for text, 3:1 for large text (24 px, or 18.66 px bold).
        </Typography>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, gap: 3 }}>
          {report.map((entry) => (
            <PaletteReport
              key={entry.intent}
              intent={entry.intent}
              label={INTENT_LABELS[entry.intent]}
              color={entry.color}
              checks={entry.checks}
            />
          ))}
        </Box>
      </Box>

      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <SectionTitle>Preview</SectionTitle>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, alignItems: 'start', gap: 2 }}>
          <PalettePreview theme={themes.light} label="Light mode" />
          <PalettePreview theme={themes.dark} label="Dark mode" />
        </Box>
      </Box>

      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
          <SectionTitle>Theme code</SectionTitle>
          <CopyToolButton
            label="Copy the theme code"
            text="Copy"
            icon={<ContentCopyIcon />}
            textToCopy={() => {
              setCopyFailed(false);
              return Promise.resolve(code);
            }}
            onError={() => setCopyFailed(true)}
          />
        </Box>
        <Box component="pre" tabIndex={0} aria-label="Theme code" data-code="" sx={codeSx}>
          <code>{code}</code>
        </Box>
        <Typography role="status" variant="caption" sx={{ minHeight: 20, color: 'error.main' }}>
          {copyFailed ? 'The clipboard is not available: select the code and copy it.' : ''}
        </Typography>
      </Box>
    </Box>
  );
}
