import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import type {} from '@mui/material/themeCssVarsAugmentation';

const samples = {
  Button: <Button variant="contained">Save changes</Button>,
  Chip: <Chip label="Archived" color="secondary" variant="outlined" onDelete={() => {}} />,
  Alert: <Alert severity="info">The backup finished at 04:12.</Alert>,
  Switch: <FormControlLabel control={<Switch defaultChecked />} label="Email alerts" />,
  TextField: <TextField label="City" size="small" />,
};
type Sample = keyof typeof samples;

/** Every rule of the page's style sheets, media and supports blocks included. */
function* styleRules(rules: CSSRuleList): Generator<CSSStyleRule> {
  for (const rule of Array.from(rules)) {
    if (rule instanceof CSSStyleRule) {
      yield rule;
    } else if ('cssRules' in rule) {
      yield* styleRules((rule as CSSGroupingRule).cssRules);
    }
  }
}

/**
 * The theme variables referenced by the rules that style `root` or its descendants. States such
 * as :hover are stripped from the selectors, so the rules of every state are included.
 */
function variablesUsedBy(root: HTMLElement, prefix: string): string[] {
  const elements = [root, ...Array.from(root.querySelectorAll('*'))];
  const reference = new RegExp(`var\\((--${prefix}-[\\w-]+)`, 'g');
  const names = new Set<string>();
  for (const sheet of Array.from(document.styleSheets)) {
    let rules: CSSRuleList;
    try {
      rules = sheet.cssRules;
    } catch {
      continue; // A style sheet from another origin cannot be read.
    }
    for (const rule of styleRules(rules)) {
      const selector = rule.selectorText.replace(/::?[\w-]+(\([^)]*\))?/g, '');
      let applies = false;
      try {
        applies = selector.trim() !== '' && elements.some((element) => element.matches(selector));
      } catch {
        // What is left of a selector after stripping may not be valid: skip that rule.
      }
      if (applies) {
        for (const match of rule.style.cssText.matchAll(reference)) {
          names.add(match[1]);
        }
      }
    }
  }
  return [...names].sort();
}

// Re-read values when the site switches its color scheme class on <html>.
function subscribeToSchemeClass(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}

export default function VariablesInspector() {
  const theme = useTheme();
  const [sample, setSample] = React.useState<Sample>('Button');
  const [preview, setPreview] = React.useState<HTMLElement | null>(null);
  React.useSyncExternalStore(
    subscribeToSchemeClass,
    () => document.documentElement.className,
    () => '',
  );

  const names = React.useMemo(() => (preview ? variablesUsedBy(preview, theme.cssVarPrefix) : []), [preview, theme.cssVarPrefix]);
  const style = preview ? getComputedStyle(preview) : null;

  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      <ToggleButtonGroup
        exclusive
        size="small"
        value={sample}
        onChange={(_event, value: Sample | null) => value && setSample(value)}
        aria-label="Component to inspect"
        sx={{ flexWrap: 'wrap' }}
      >
        {(Object.keys(samples) as Sample[]).map((name) => (
          <ToggleButton key={name} value={name}>
            {name}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {/* A new element for each sample, so the list is rebuilt when it changes. */}
      <Box key={sample} ref={setPreview} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1, maxWidth: 420 }}>
        {samples[sample]}
      </Box>
      <Typography variant="body2" role="status">
        {names.length} theme variables in the styles of this {sample}
      </Typography>
      <Box
        component="ul"
        aria-label={`Variables used by ${sample}`}
        // The list scrolls, so keyboard users need to be able to focus it.
        tabIndex={0}
        sx={{ m: 0, p: 0, listStyle: 'none', maxHeight: 280, overflowY: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        {names.map((name) => {
          const value = style?.getPropertyValue(name).trim() ?? '';
          const isColor = /^(#|rgb|hsl|color\()/.test(value);
          return (
            <Box
              component="li"
              key={name}
              sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                px: 1.5,
                py: 0.75,
                borderBottom: 1,
                borderColor: 'divider',
                fontFamily: 'monospace',
                fontSize: 12,
              }}
            >
              <Box
                aria-hidden
                sx={{
                  width: 14,
                  height: 14,
                  flexShrink: 0,
                  borderRadius: 0.5,
                  border: isColor ? 1 : 0,
                  borderColor: 'divider',
                  bgcolor: isColor ? value : 'transparent',
                }}
              />
              <Box sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>{name}</Box>
              <Box sx={{ color: 'text.secondary', overflowWrap: 'anywhere', textAlign: 'right', maxWidth: '45%' }}>{value}</Box>
            </Box>
          );
        })}
      </Box>
    </Stack>
  );
}
