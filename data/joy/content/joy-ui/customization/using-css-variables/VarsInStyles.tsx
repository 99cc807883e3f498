import Box from '@mui/joy/Box';
import Typography from '@mui/joy/Typography';
import { styled, useTheme } from '@mui/joy/styles';
import InfoRounded from '@mui/icons-material/InfoRounded';

// 1. styled(): theme.vars gives `var(--joy-…)` references, which follow light and dark mode.
const Callout = styled('aside')(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(1.5),
  padding: theme.spacing(1.5, 2),
  borderRadius: theme.vars.radius.md,
  borderInlineStart: `4px solid ${theme.vars.palette.primary[500]}`,
  backgroundColor: theme.vars.palette.background.level1,
  color: theme.vars.palette.text.secondary,
  fontSize: theme.vars.fontSize.sm,
}));

export default function VarsInStyles() {
  // 4. useTheme(): read the references in a component, for a style prop or a third-party library.
  const theme = useTheme();

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, width: '100%', maxWidth: 520 }}>
      <Callout>
        <InfoRounded sx={{ color: 'primary.500' }} />
        <span>Prices include VAT. Invoices are issued in the currency of your billing address.</span>
      </Callout>
      {/* 2. sx with a theme path, 3. sx with a callback for anything else. */}
      <Box
        sx={(t) => ({
          p: 2,
          borderRadius: 'md',
          border: '1px dashed',
          borderColor: 'neutral.outlinedBorder',
          boxShadow: `inset 0 0 0 4px ${t.vars.palette.background.surface}`,
        })}
      >
        <Typography level="body-sm">The references this demo used:</Typography>
        <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5, fontFamily: 'code', fontSize: 'xs' }}>
          <li>theme.vars.radius.md → {theme.vars.radius.md}</li>
          <li>theme.vars.palette.primary[500] → {theme.vars.palette.primary[500]}</li>
          <li>theme.vars.palette.background.level1 → {theme.vars.palette.background.level1}</li>
        </Box>
      </Box>
    </Box>
  );
}
