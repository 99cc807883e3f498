import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import { CssVarsProvider, extendTheme, useTheme } from '@mui/joy/styles';
import type { TypographySystem } from '@mui/joy/styles';

const theme = extendTheme({
  cssVarPrefix: 'levels-demo',
  colorSchemeSelector: 'class',
  typography: {
    // Added: a display level for hero numbers, and a small uppercase label.
    'display-lg': {
      fontFamily: 'var(--levels-demo-fontFamily-display)',
      fontSize: '3.5rem',
      fontWeight: 'var(--levels-demo-fontWeight-xl)',
      lineHeight: 1.1,
      letterSpacing: '-0.025em',
      color: 'var(--levels-demo-palette-text-primary)',
    },
    overline: {
      fontSize: 'var(--levels-demo-fontSize-xs)',
      fontWeight: 'var(--levels-demo-fontWeight-lg)',
      lineHeight: 'var(--levels-demo-lineHeight-md)',
      letterSpacing: '0.1em',
      textTransform: 'uppercase',
      color: 'var(--levels-demo-palette-text-tertiary)',
    },
    // Removed: `undefined` drops a level from the theme (no styles, no --levels-demo-font-h4 variable).
    h4: undefined,
    'body-xs': undefined,
  },
} as Parameters<typeof extendTheme>[0]);

// With TypeScript, module augmentation adds the new names to the `level` prop; this demo casts.
const level = (name: string) => name as keyof TypographySystem;

function LevelList() {
  const current = useTheme();
  return (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {Object.entries(current.typography)
        .filter(([, style]) => style !== undefined)
        .map(([name]) => (
          <Chip key={name} size="sm" variant={name === 'display-lg' || name === 'overline' ? 'solid' : 'soft'} color="primary">
            {name}
          </Chip>
        ))}
    </Box>
  );
}

export default function CustomLevels() {
  return (
    <CssVarsProvider theme={theme}>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%' }}>
        <Sheet variant="outlined" sx={{ p: 2.5, borderRadius: 'sm' }}>
          <Typography level={level('overline')}>Monthly recurring revenue</Typography>
          <Typography level={level('display-lg')}>€48,210</Typography>
          <Typography level="body-sm">Up 6.4% since March.</Typography>
        </Sheet>
        <div>
          <Typography level="body-sm" sx={{ mb: 1 }}>
            Levels in this theme (new ones highlighted; <code>h4</code> and <code>body-xs</code> removed):
          </Typography>
          <LevelList />
        </div>
      </Box>
    </CssVarsProvider>
  );
}
