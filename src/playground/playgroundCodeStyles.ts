import type { SxProps, Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import type { CodeToken } from './playgroundCode';

// Colours with at least 4.5:1 against the code panel in each scheme.
const TOKEN_COLORS: Record<CodeToken['kind'], { light: string; dark: string }> = {
  plain: { light: '#1f2328', dark: '#e6edf3' },
  keyword: { light: '#8a2bb9', dark: '#d2a8ff' },
  tag: { light: '#0550ae', dark: '#79c0ff' },
  attribute: { light: '#7a4a00', dark: '#ffa657' },
  string: { light: '#116329', dark: '#a5d6ff' },
  number: { light: '#9a3412', dark: '#ff9e80' },
};

function tokenColors(scheme: 'light' | 'dark') {
  return Object.fromEntries(Object.entries(TOKEN_COLORS).map(([kind, colors]) => [`& .token-${kind}`, { color: colors[scheme] }]));
}

/** The code panel of the playgrounds, its tokens coloured per scheme. */
export const playgroundCodeSx: SxProps<Theme> = [
  { m: 0, p: 2, overflowX: 'auto', fontSize: 13, lineHeight: 1.6, bgcolor: '#f6f8fa', ...tokenColors('light') },
  (theme) => theme.applyStyles('dark', { bgcolor: '#0d1117', ...tokenColors('dark') }) as SystemStyleObject<Theme>,
];
