/**
 * The theming page's tool: edit a small theme (primary colour, border radius, font size, spacing,
 * density) and see real components and the createTheme code follow. A bad value leaves the last
 * good theme in place and says what is wrong next to its field (src/tools/themePlayground/).
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CopyTextButton, { type CopyOutcome } from './themeExplorer/CopyTextButton';
import Preview from './themePlayground/Preview';
import { MAX_COLOR_LENGTH, parseColor, pickerHex } from './themePlayground/color';
import { parseNumberSetting } from './themePlayground/numbers';
import {
  DEFAULT_SETTINGS,
  DENSITIES,
  NUMBER_SETTINGS,
  isDensity,
  type NumberSettingKey,
  type PlaygroundSettings,
} from './themePlayground/settings';
import { themeCode } from './themePlayground/themeCode';
import { createPreviewTheme } from './themePlayground/themeOptions';
import { parseSettings, settingsToSearch } from './themePlayground/urlState';

const monospace = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

type NumberTexts = Record<NumberSettingKey, string>;

const textsOf = (settings: PlaygroundSettings): NumberTexts => ({
  borderRadius: String(settings.borderRadius),
  fontSize: String(settings.fontSize),
  spacing: String(settings.spacing),
});

/** Puts the settings in the address without a navigation, keeping Next's history entry in step. */
function writeAddress(settings: PlaygroundSettings) {
  const { pathname, search, hash } = window.location;
  const next = `${pathname}${settingsToSearch(search, settings)}${hash}`;
  if (next === `${pathname}${search}${hash}`) {
    return;
  }
  const entry: unknown = window.history.state;
  const fromNext = typeof entry === 'object' && entry !== null && '__N' in entry;
  window.history.replaceState(fromNext ? { ...entry, as: next } : entry, '', next);
}

export default function ThemePlayground() {
  const id = React.useId();
  // The last good settings and their theme: a bad value changes neither.
  const [applied, setApplied] = React.useState(() => ({ settings: DEFAULT_SETTINGS, theme: createPreviewTheme(DEFAULT_SETTINGS) }));
  const [colorText, setColorText] = React.useState(DEFAULT_SETTINGS.primary);
  const [colorBuildError, setColorBuildError] = React.useState<string | null>(null);
  const [numberTexts, setNumberTexts] = React.useState<NumberTexts>(() => textsOf(DEFAULT_SETTINGS));
  const [copyMessage, setCopyMessage] = React.useState('');
  // The address changes only once the reader has changed a setting.
  const changedByReader = React.useRef(false);

  const apply = (settings: PlaygroundSettings): boolean => {
    try {
      setApplied({ settings, theme: createPreviewTheme(settings) });
      return true;
    } catch {
      return false;
    }
  };

  // The address exists only in the browser: the server's HTML and hydration show the defaults.
  React.useEffect(() => {
    const fromAddress = parseSettings(window.location.search);
    try {
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setApplied({ settings: fromAddress, theme: createPreviewTheme(fromAddress) });
      setColorText(fromAddress.primary);
      setNumberTexts(textsOf(fromAddress));
    } catch {
      // An address the theme cannot read leaves the defaults.
    }
  }, []);

  React.useEffect(() => {
    if (changedByReader.current) {
      writeAddress(applied.settings);
    }
  }, [applied.settings]);

  const change = (settings: PlaygroundSettings): boolean => {
    changedByReader.current = true;
    setCopyMessage('');
    return apply(settings);
  };

  const onColorChange = (text: string) => {
    setColorText(text);
    const parsed = parseColor(text);
    if (parsed.ok) {
      setColorBuildError(
        change({ ...applied.settings, primary: parsed.value }) ? null : 'createTheme could not read this colour: try #rrggbb.',
      );
    } else {
      setColorBuildError(null);
    }
  };

  const onNumberChange = (key: NumberSettingKey, text: string) => {
    setNumberTexts((texts) => ({ ...texts, [key]: text }));
    const setting = NUMBER_SETTINGS.find((candidate) => candidate.key === key)!;
    const parsed = parseNumberSetting(text, setting);
    if (parsed.ok) {
      change({ ...applied.settings, [key]: parsed.value });
    }
  };

  const reset = () => {
    setColorText(DEFAULT_SETTINGS.primary);
    setColorBuildError(null);
    setNumberTexts(textsOf(DEFAULT_SETTINGS));
    change(DEFAULT_SETTINGS);
  };

  const announceCopy = (outcome: CopyOutcome) =>
    setCopyMessage(
      outcome === 'copied' ? 'Theme code copied to the clipboard.' : 'The clipboard is not available: select the code and copy it.',
    );

  const colorResult = parseColor(colorText);
  const colorError = colorResult.ok ? colorBuildError : colorResult.message;
  const code = themeCode(applied.settings);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(220px, 280px) minmax(0, 1fr)' },
          alignItems: 'start',
        }}
      >
        <Box
          component="section"
          aria-labelledby={`${id}-settings`}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, minWidth: 0 }}
        >
          <Typography id={`${id}-settings`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            Theme settings
          </Typography>
          <TextField
            id={`${id}-primary`}
            label="Primary colour"
            value={colorText}
            onChange={(event) => onColorChange(event.target.value)}
            error={colorError !== null}
            helperText={colorError ?? 'Hex, rgb() or hsl(): palette.primary.main'}
            slotProps={{
              htmlInput: { maxLength: MAX_COLOR_LENGTH, autoComplete: 'off', spellCheck: false, autoCapitalize: 'none' },
              input: {
                endAdornment: (
                  <InputAdornment position="end">
                    <Box
                      component="input"
                      type="color"
                      aria-label="Pick the primary colour"
                      value={pickerHex(applied.settings.primary)}
                      onChange={(event: React.ChangeEvent<HTMLInputElement>) => onColorChange(event.target.value)}
                      sx={{
                        width: 32,
                        height: 32,
                        p: 0,
                        border: 1,
                        borderColor: 'divider',
                        borderRadius: 1,
                        bgcolor: 'transparent',
                        cursor: 'pointer',
                        '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
                      }}
                    />
                  </InputAdornment>
                ),
              },
            }}
          />
          {NUMBER_SETTINGS.map((setting) => {
            const parsed = parseNumberSetting(numberTexts[setting.key], setting);
            return (
              <TextField
                key={setting.key}
                id={`${id}-${setting.key}`}
                label={`${setting.label} (px)`}
                type="number"
                value={numberTexts[setting.key]}
                onChange={(event) => onNumberChange(setting.key, event.target.value)}
                onBlur={() => {
                  // The field shows the value in use once the reader leaves it.
                  if (parsed.ok) {
                    setNumberTexts((texts) => ({ ...texts, [setting.key]: String(parsed.value) }));
                  }
                }}
                error={!parsed.ok}
                helperText={parsed.ok ? (parsed.note ?? `From ${setting.min} to ${setting.max}`) : parsed.message}
                slotProps={{ htmlInput: { min: setting.min, max: setting.max, step: 1, inputMode: 'numeric' } }}
              />
            );
          })}
          <FormControl>
            <FormLabel id={`${id}-density`}>Density</FormLabel>
            <RadioGroup
              row
              aria-labelledby={`${id}-density`}
              name={`${id}-density`}
              value={applied.settings.density}
              onChange={(event) => {
                if (isDensity(event.target.value)) {
                  change({ ...applied.settings, density: event.target.value });
                }
              }}
            >
              {DENSITIES.map((density) => (
                <FormControlLabel
                  key={density}
                  value={density}
                  control={<Radio />}
                  label={density === 'compact' ? 'Compact' : 'Comfortable'}
                />
              ))}
            </RadioGroup>
          </FormControl>
          <Box>
            <Button variant="outlined" size="small" onClick={reset}>
              Reset to the defaults
            </Button>
          </Box>
        </Box>

        <Box component="section" aria-labelledby={`${id}-preview`} sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
          <Typography id={`${id}-preview`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            Preview
          </Typography>
          <Preview theme={applied.theme} />
        </Box>
      </Box>

      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={`${id}-code`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            Theme code
          </Typography>
          <CopyTextButton text={code} label="Copy code" onOutcome={announceCopy} />
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Only the values that differ from the default theme.
        </Typography>
        <Box
          component="pre"
          // A region the keyboard can scroll when the code is wider than a phone.
          role="region"
          tabIndex={0}
          aria-labelledby={`${id}-code`}
          sx={{
            m: 0,
            p: 2,
            overflowX: 'auto',
            border: 1,
            borderColor: 'divider',
            borderRadius: 2,
            bgcolor: 'action.hover',
            fontFamily: monospace,
            fontSize: 13,
            lineHeight: 1.6,
            '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          <code data-theme-code="">{code}</code>
        </Box>
        <Typography role="status" variant="caption" sx={{ minHeight: 20, color: 'text.secondary' }}>
          {copyMessage}
        </Typography>
      </Box>
    </Box>
  );
}
