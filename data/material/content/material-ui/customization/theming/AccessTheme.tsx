import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { styled, useTheme } from '@mui/material/styles';

// 1. styled(): the callback receives the theme.
const Ticket = styled('div')(({ theme }) => ({
  padding: theme.spacing(2),
  borderRadius: (theme.vars ?? theme).shape.borderRadius,
  border: `1px dashed ${(theme.vars ?? theme).palette.primary.main}`,
  [theme.breakpoints.up('sm')]: {
    padding: theme.spacing(3),
  },
}));

// 2. useTheme(): the theme as a JavaScript value, for logic and for props that are not styles.
function ThemeFacts() {
  const theme = useTheme();
  const facts = [
    ['theme.spacing(2)', theme.spacing(2)],
    ['theme.shape.borderRadius', String(theme.shape.borderRadius)],
    ["theme.breakpoints.up('sm')", theme.breakpoints.up('sm')],
    ['theme.zIndex.tooltip', String(theme.zIndex.tooltip)],
    ['theme.vars.palette.primary.main', theme.vars?.palette.primary.main ?? theme.palette.primary.main],
  ];
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(0, max-content) minmax(0, 1fr)',
        columnGap: 2,
        rowGap: 0.5,
        fontFamily: 'monospace',
        fontSize: 13,
      }}
    >
      {facts.map(([expression, value]) => (
        <Box key={expression} sx={{ display: 'contents' }}>
          <Box component="dt" sx={{ overflowWrap: 'anywhere' }}>
            {expression}
          </Box>
          <Box component="dd" sx={{ m: 0, overflowWrap: 'anywhere', color: 'text.secondary' }}>
            {value}
          </Box>
        </Box>
      ))}
    </Box>
  );
}

export default function AccessTheme() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 560 }}>
      <Ticket>
        {/* 3. sx: theme keys as strings, or a callback for anything else. */}
        <Typography variant="subtitle1" sx={{ color: 'primary.main' }}>
          Boarding pass · Gate 12
        </Typography>
        <Typography variant="body2" sx={(theme) => ({ color: 'text.secondary', mt: 0.5, fontSize: theme.typography.pxToRem(13) })}>
          Padding, radius and border come from the theme; the padding grows from the sm breakpoint.
        </Typography>
      </Ticket>
      <ThemeFacts />
    </Stack>
  );
}
