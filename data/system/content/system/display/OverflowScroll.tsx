import Box from '@mui/material/Box';

const log = [
  '09:14 Deploy #418 started by rhea.ng',
  '09:15 Build finished in 1m 42s',
  '09:16 Migration 0057_add_invoice_notes applied',
  '09:16 Health check passed on eu-west-1',
  '09:17 Health check passed on us-east-2',
  '09:17 Traffic switched to the new release',
  '09:21 Error rate back to baseline (0.02%)',
];

const box = {
  height: 112,
  p: 1.5,
  border: 1,
  borderColor: 'divider',
  borderRadius: 1,
  fontFamily: 'monospace',
  fontSize: 13,
  color: 'text.primary',
  bgcolor: 'background.paper',
};

export default function OverflowScroll() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
      <div>
        <Box sx={{ mb: 1, fontSize: 14, color: 'text.secondary' }}>overflow: hidden</Box>
        <Box sx={{ ...box, overflow: 'hidden' }}>
          {log.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Box>
      </div>
      <div>
        <Box sx={{ mb: 1, fontSize: 14, color: 'text.secondary' }}>overflow: auto</Box>
        <Box
          tabIndex={0}
          role="region"
          aria-label="Deployment log"
          sx={{ ...box, overflow: 'auto', '&:focus-visible': { outline: 2, outlineColor: 'primary.main' } }}
        >
          {log.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Box>
      </div>
    </Box>
  );
}
