/**
 * The Joy UI theme builder: edit the five palette colours of the light and the dark scheme (ten
 * shades each, filled from one base colour or one by one, and the variant tokens that point at
 * them), see Joy components in both schemes, and take the `extendTheme` code or a link away. The
 * pure parts are in src/tools/joyThemeBuilder/; a bad colour leaves the last good one in place and
 * says what is wrong under its field.
 */
import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { toolButtonClass } from '../demos/CopyToolButton';
import CopyTextButton, { type CopyOutcome } from './themeExplorer/CopyTextButton';
import Preview from './joyThemeBuilder/Preview';
import ShadeField from './joyThemeBuilder/ShadeField';
import { parseHex } from './joyThemeBuilder/hex';
import {
  COLORS,
  DEFAULT_PALETTE,
  SCHEMES,
  SHADES,
  TOKENS,
  TOKEN_REFS,
  defaultColor,
  defaultTokens,
  isColorName,
  isDefaultColor,
  isScheme,
  isTokenRef,
  withColor,
  type BuilderPalette,
  type ColorName,
  type Scheme,
  type Shade,
  type TokenName,
} from './joyThemeBuilder/palette';
import { createPreviewTheme } from './joyThemeBuilder/previewTheme';
import { generateScale } from './joyThemeBuilder/scale';
import { themeCode } from './joyThemeBuilder/themeCode';
import { paletteToSearch, parseSearch } from './joyThemeBuilder/urlState';

const monospace = 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace';

const capitalized = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The key of a field's draft text: `light.primary.500`, or `light.primary.base`. */
const draftKey = (scheme: Scheme, color: ColorName, field: Shade | 'base') => `${scheme}.${color}.${field}`;

/** Puts the palette in the address without a navigation, keeping Next's history entry in step. */
function writeAddress(palette: BuilderPalette) {
  const { pathname, search, hash } = window.location;
  const next = `${pathname}${paletteToSearch(search, palette)}${hash}`;
  if (next === `${pathname}${search}${hash}`) {
    return;
  }
  const entry: unknown = window.history.state;
  const fromNext = typeof entry === 'object' && entry !== null && '__N' in entry;
  window.history.replaceState(fromNext ? { ...entry, as: next } : entry, '', next);
}

/** The address that opens the builder on a palette. */
function linkTo(palette: BuilderPalette): string {
  const { origin, pathname, search, hash } = window.location;
  return `${origin}${pathname}${paletteToSearch(search, palette)}${hash}`;
}

export default function JoyThemeBuilder() {
  const id = React.useId();
  const [palette, setPalette] = React.useState<BuilderPalette>(DEFAULT_PALETTE);
  const [scheme, setScheme] = React.useState<Scheme>('light');
  const [color, setColor] = React.useState<ColorName>('primary');
  const [bothSchemes, setBothSchemes] = React.useState(true);
  // What the reader typed in a field, while it differs from the colour in use.
  const [drafts, setDrafts] = React.useState<Record<string, string>>({});
  const [message, setMessage] = React.useState('');
  const [link, setLink] = React.useState('');
  // The address changes only once the reader has changed something.
  const changedByReader = React.useRef(false);

  // The address exists only in the browser: the server's HTML and hydration show the defaults.
  React.useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setPalette(parseSearch(window.location.search));
  }, []);

  React.useEffect(() => {
    if (changedByReader.current) {
      writeAddress(palette);
    }
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setLink(linkTo(palette));
  }, [palette]);

  const theme = React.useMemo(() => createPreviewTheme(palette), [palette]);
  const code = themeCode(palette);
  const current = palette[scheme][color];
  const schemes: readonly Scheme[] = bothSchemes ? SCHEMES : [scheme];

  const change = (next: BuilderPalette) => {
    changedByReader.current = true;
    setMessage('');
    setPalette(next);
  };

  const clearDrafts = (affected: readonly Scheme[]) =>
    setDrafts((previous) =>
      Object.fromEntries(Object.entries(previous).filter(([key]) => !affected.some((one) => key.startsWith(`${one}.${color}.`)))),
    );

  const onShadeText = (shade: Shade, text: string) => {
    setDrafts((previous) => ({ ...previous, [draftKey(scheme, color, shade)]: text }));
    const parsed = parseHex(text);
    if (parsed.ok) {
      change(withColor(palette, scheme, color, { ...current, shades: { ...current.shades, [shade]: parsed.value } }));
    }
  };

  const onBaseText = (text: string) => {
    const parsed = parseHex(text);
    const scale = parsed.ok ? generateScale(parsed.value) : null;
    clearDrafts(schemes);
    setDrafts((previous) => ({ ...previous, [draftKey(scheme, color, 'base')]: text }));
    if (scale) {
      let next = palette;
      for (const one of schemes) {
        next = withColor(next, one, color, { ...next[one][color], shades: scale });
      }
      change(next);
    }
  };

  /** Once the reader leaves a field, it shows the colour in use, unless its text is no colour. */
  const onFieldDone = (key: string) => {
    const text = drafts[key];
    if (text !== undefined && parseHex(text).ok) {
      setDrafts((previous) => Object.fromEntries(Object.entries(previous).filter(([one]) => one !== key)));
    }
  };

  const onToken = (token: TokenName, value: string) => {
    if (isTokenRef(value)) {
      change(withColor(palette, scheme, color, { ...current, tokens: { ...current.tokens, [token]: value } }));
    }
  };

  const reset = () => {
    clearDrafts(schemes);
    let next = palette;
    for (const one of schemes) {
      next = withColor(next, one, color, defaultColor(one, color));
    }
    change(next);
  };

  const resetAll = () => {
    setDrafts({});
    change(DEFAULT_PALETTE);
  };

  const announce = (done: string) => (outcome: CopyOutcome) =>
    setMessage(outcome === 'copied' ? done : 'The clipboard is not available: select the text and copy it.');

  const baseKey = draftKey(scheme, color, 'base');
  const defaults = defaultTokens(scheme, color);
  const resettable = schemes.some((one) => !isDefaultColor(one, color, palette[one][color]));

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3, minWidth: 0 }}>
      <Box component="section" aria-labelledby={`${id}-palette`} sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}>
        <Typography id={`${id}-palette`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          Palette
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Typography id={`${id}-scheme`} variant="body2">
            Scheme to edit
          </Typography>
          <ToggleButtonGroup
            exclusive
            size="small"
            value={scheme}
            aria-labelledby={`${id}-scheme`}
            onChange={(_, value: unknown) => {
              if (isScheme(value)) {
                setScheme(value);
              }
            }}
          >
            {SCHEMES.map((one) => (
              <ToggleButton key={one} value={one} sx={{ px: 2, textTransform: 'none' }}>
                {capitalized(one)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
        </Box>
        <Tabs
          value={color}
          onChange={(_, value: unknown) => {
            if (isColorName(value)) {
              setColor(value);
            }
          }}
          aria-label="Colour to edit"
          variant="scrollable"
          scrollButtons="auto"
          allowScrollButtonsMobile
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          {COLORS.map((one) => (
            <Tab
              key={one}
              value={one}
              label={one}
              id={`${id}-tab-${one}`}
              aria-controls={`${id}-panel`}
              sx={{ textTransform: 'none', minWidth: 72 }}
            />
          ))}
        </Tabs>
        <Box
          role="tabpanel"
          id={`${id}-panel`}
          aria-labelledby={`${id}-tab-${color}`}
          sx={{ display: 'flex', flexDirection: 'column', gap: 2, minWidth: 0 }}
        >
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2 }}>
            <Box sx={{ flex: '1 1 220px', maxWidth: 320 }}>
              <ShadeField
                id={`${id}-base`}
                label="Base colour"
                name={`Base colour for ${color}`}
                pickerLabel={`Pick the base colour for ${color}`}
                value={current.shades['500']}
                text={drafts[baseKey] ?? current.shades['500']}
                helperText="Fills 50–900 around it; it becomes 500."
                onText={onBaseText}
                onDone={() => onFieldDone(baseKey)}
              />
            </Box>
            <FormControlLabel
              control={<Checkbox checked={bothSchemes} onChange={(event) => setBothSchemes(event.target.checked)} />}
              label="Fill and reset both schemes"
            />
            <Button variant="outlined" size="small" onClick={reset} disabled={!resettable} sx={{ mt: 0.5 }}>
              Reset {color} to Joy&apos;s default
            </Button>
          </Box>
          <Typography id={`${id}-shades`} component="h4" variant="subtitle2">
            Shades of {color}, {scheme} scheme
          </Typography>
          <Box
            role="group"
            aria-labelledby={`${id}-shades`}
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}
          >
            {SHADES.map((shade) => {
              const key = draftKey(scheme, color, shade);
              return (
                <ShadeField
                  key={key}
                  id={`${id}-${shade}`}
                  label={shade}
                  name={`${color} ${shade}`}
                  value={current.shades[shade]}
                  text={drafts[key] ?? current.shades[shade]}
                  onText={(text) => onShadeText(shade, text)}
                  onDone={() => onFieldDone(key)}
                />
              );
            })}
          </Box>
          <Typography id={`${id}-tokens`} component="h4" variant="subtitle2">
            Variant tokens of {color}, {scheme} scheme
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: -1 }}>
            Which shade each global variant uses; the default is marked.
          </Typography>
          <Box
            role="group"
            aria-labelledby={`${id}-tokens`}
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(140px, 1fr))' }}
          >
            {TOKENS.map((token) => (
              <TextField
                key={token}
                id={`${id}-token-${token}`}
                select
                size="small"
                label={token}
                value={current.tokens[token]}
                onChange={(event) => onToken(token, event.target.value)}
                slotProps={{ select: { native: true } }}
              >
                {TOKEN_REFS.map((ref) => (
                  <option key={ref} value={ref}>
                    {ref}
                    {ref === defaults[token] ? ' (default)' : ''}
                  </option>
                ))}
              </TextField>
            ))}
          </Box>
        </Box>
      </Box>

      <Box component="section" aria-labelledby={`${id}-preview`} sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
        <Typography id={`${id}-preview`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
          Preview
        </Typography>
        <Preview theme={theme} color={color} />
      </Box>

      <Box component="section" aria-labelledby={`${id}-code`} sx={{ display: 'flex', flexDirection: 'column', gap: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
          <Typography id={`${id}-code`} component="h3" variant="subtitle1" sx={{ fontWeight: 600 }}>
            Theme code
          </Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <CopyTextButton text={code} label="Copy code" onOutcome={announce('Theme code copied to the clipboard.')} />
            <CopyTextButton text={link} label="Copy link" onOutcome={announce('Link copied: it opens the builder on this theme.')} />
            <button type="button" onClick={resetAll} className={toolButtonClass}>
              Reset all
            </button>
          </Box>
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Only what differs from Joy&apos;s default theme, per scheme.
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
            maxHeight: 480,
            overflow: 'auto',
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
          {message}
        </Typography>
      </Box>
    </Box>
  );
}
