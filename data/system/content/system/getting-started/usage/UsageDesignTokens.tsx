import Box from '@mui/material/Box';

const steps = [0.5, 1, 2, 3, 4, 6];

export default function UsageDesignTokens() {
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <div>
        <Box component="h3" sx={{ m: 0, mb: 1.5, typography: 'subtitle2', color: 'text.primary' }}>
          Spacing: theme.spacing(n)
        </Box>
        {steps.map((step) => (
          <Box key={step} sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1 }}>
            <Box component="code" sx={{ width: 48, flexShrink: 0, fontSize: 13, color: 'text.secondary' }}>
              {step}
            </Box>
            <Box sx={{ width: step * 8 * 2, maxWidth: 1, height: 12, bgcolor: 'primary.main', borderRadius: 0.5 }} />
            <Box component="span" sx={{ fontSize: 13, color: 'text.secondary' }}>
              {step * 8}px
            </Box>
          </Box>
        ))}
      </div>
      <div>
        <Box component="h3" sx={{ m: 0, mb: 1.5, typography: 'subtitle2', color: 'text.primary' }}>
          Typography: theme.typography
        </Box>
        {(['h5', 'subtitle1', 'body1', 'body2', 'caption'] as const).map((variant) => (
          <Box key={variant} sx={{ typography: variant, color: 'text.primary', mb: 0.5 }}>
            {variant}: Quarterly planning notes
          </Box>
        ))}
      </div>
    </Box>
  );
}
