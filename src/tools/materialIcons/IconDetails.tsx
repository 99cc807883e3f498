import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { pressableButtonStyles } from '../pressableButtonStyles';
import visuallyHidden from '@mui/utils/visuallyHidden';
import { copy, COPIED_RESET_MS } from '../../utils/clipboard';
import IconGlyph from './IconGlyph';
import { THEME_LABELS, componentName, type IconTheme } from './themes';
import type { SvgNode } from './iconIndex';

/** The import line of an icon: `import AlarmOutlinedIcon from '@mui/icons-material/AlarmOutlined';`. */
export function importLine(component: string): string {
  return `import ${component}Icon from '@mui/icons-material/${component}';`;
}

/** Its JSX: `<AlarmOutlinedIcon />`. */
export function jsxLine(component: string): string {
  return `<${component}Icon />`;
}

const Code = styled('code')(({ theme }) => ({
  display: 'block',
  padding: theme.spacing(1, 1.5),
  borderRadius: 8,
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
  backgroundColor: (theme.vars ?? theme).palette.action.hover,
  fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace',
  fontSize: 13,
  lineHeight: 1.6,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
}));

const ThemeButton = styled('button')(({ theme }) => ({
  ...pressableButtonStyles(theme),
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  padding: theme.spacing(1, 0.5),
  fontSize: 12,
  '& svg': { fontSize: 24 },
}));

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * A line of code with its copy button; the button says "Copied" for a moment, and a status line
 * says what happened. Keyed by its code, so that another icon's line starts afresh.
 */
function CopyableLine({ label, code }: { label: string; code: string }) {
  const [state, setState] = React.useState<CopyState>('idle');
  React.useEffect(() => {
    if (state !== 'copied') {
      return undefined;
    }
    const timer = window.setTimeout(() => setState('idle'), COPIED_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [state]);
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="subtitle2" component="h3" sx={{ fontSize: 13, fontWeight: 600 }}>
          {label}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          onClick={() =>
            copy(code).then(
              () => setState('copied'),
              () => setState('failed'),
            )
          }
          sx={{ minWidth: 72 }}
        >
          {state === 'copied' ? (
            'Copied'
          ) : (
            <>
              Copy
              <Box component="span" sx={visuallyHidden}>
                {` ${label.toLowerCase()}`}
              </Box>
            </>
          )}
        </Button>
      </Box>
      <Code>{code}</Code>
      <Typography role="status" variant="caption" sx={{ minHeight: 20, color: state === 'failed' ? 'error.main' : 'text.secondary' }}>
        {state === 'copied'
          ? `${label} copied to the clipboard.`
          : state === 'failed'
            ? 'The clipboard is not available: select the text and copy it.'
            : ''}
      </Typography>
    </Box>
  );
}

/**
 * An icon's details: large, in each theme it comes in, with its import line and JSX to copy.
 * The theme buttons switch what the dialog shows, not the search's filter.
 */
export default function IconDetails({
  open,
  base,
  theme,
  themes,
  nodesOf,
  onThemeChange,
  onClose,
}: {
  open: boolean;
  /** The icon shown; it stays while the dialog closes. */
  base: string | null;
  theme: IconTheme;
  /** The themes the icon comes in. */
  themes: readonly IconTheme[];
  nodesOf: (theme: IconTheme) => readonly SvgNode[] | undefined;
  onThemeChange: (theme: IconTheme) => void;
  onClose: () => void;
}) {
  const id = React.useId();
  const component = base ? componentName(base, theme) : '';
  return (
    // The dialog is named by its title (Dialog links them).
    <Dialog
      open={open && base !== null}
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      sx={{ '& .MuiDialog-paper': { m: 2, width: 'calc(100% - 32px)' } }}
    >
      {base ? (
        <>
          <DialogTitle sx={{ overflowWrap: 'anywhere', pb: 1 }}>{component}</DialogTitle>
          <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Box
              sx={{
                display: 'flex',
                alignItems: 'center',
                justifyContent: 'center',
                gap: 3,
                py: 2,
                borderRadius: 2,
                bgcolor: 'action.hover',
                '& svg': { fontSize: 96 },
              }}
            >
              <IconGlyph nodes={nodesOf(theme)} />
            </Box>
            <Box component="section" aria-labelledby={`${id}-themes`}>
              <Typography id={`${id}-themes`} variant="subtitle2" component="h3" sx={{ fontSize: 13, fontWeight: 600, mb: 0.5 }}>
                Themes
              </Typography>
              <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(84px, 1fr))', gap: 1 }}>
                {themes.map((option) => (
                  <ThemeButton key={option} type="button" aria-pressed={option === theme} onClick={() => onThemeChange(option)}>
                    <IconGlyph nodes={nodesOf(option)} />
                    {THEME_LABELS[option]}
                  </ThemeButton>
                ))}
              </Box>
            </Box>
            <CopyableLine key={`import-${component}`} label="Import" code={importLine(component)} />
            <CopyableLine key={`jsx-${component}`} label="JSX" code={jsxLine(component)} />
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
