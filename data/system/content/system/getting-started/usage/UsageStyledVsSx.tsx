import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';
// Types for theme.vars, the CSS variables of a theme created with cssVariables: true.
import type {} from '@mui/material/themeCssVarsAugmentation';

// Reused in many places: a named component keeps the call sites short.
const StatusPill = styled('span')(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  gap: theme.spacing(0.75),
  padding: theme.spacing(0.25, 1.25),
  borderRadius: 999,
  fontSize: 13,
  fontWeight: theme.typography.fontWeightMedium,
  color: (theme.vars ?? theme).palette.text.primary,
  border: `1px solid ${(theme.vars ?? theme).palette.divider}`,
}));

const Dot = styled('span')({ width: 8, height: 8, borderRadius: '50%', backgroundColor: 'currentColor' });

export default function UsageStyledVsSx() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, justifyContent: 'center', alignItems: 'center' }}>
      <div>
        <Box sx={{ mb: 1, fontSize: 13, color: 'text.secondary' }}>styled()</Box>
        <StatusPill>
          <Box component="span" sx={{ display: 'inline-flex', color: 'success.main' }}>
            <Dot />
          </Box>
          Operational
        </StatusPill>
      </div>
      <div>
        <Box sx={{ mb: 1, fontSize: 13, color: 'text.secondary' }}>sx</Box>
        <Box
          component="span"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 0.75,
            px: 1.25,
            py: 0.25,
            borderRadius: 999,
            fontSize: 13,
            fontWeight: 'medium',
            color: 'text.primary',
            border: 1,
            borderColor: 'divider',
          }}
        >
          <Box component="span" sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'error.main' }} />
          Degraded
        </Box>
      </div>
    </Box>
  );
}
