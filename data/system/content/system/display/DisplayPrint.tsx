import Box from '@mui/material/Box';

const lines = [
  { item: 'Standing desk, oak top', amount: '€489.00' },
  { item: 'Monitor arm, dual', amount: '€129.00' },
  { item: 'Delivery and assembly', amount: '€45.00' },
];

export default function DisplayPrint() {
  return (
    <Box sx={{ maxWidth: 420, mx: 'auto', p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2 }}>
        <Box sx={{ fontWeight: 'bold', color: 'text.primary' }}>Invoice 2026-0412</Box>
        <Box
          component="button"
          type="button"
          onClick={() => window.print()}
          sx={{
            displayPrint: 'none',
            px: 1.5,
            py: 0.5,
            font: 'inherit',
            fontSize: 14,
            cursor: 'pointer',
            color: 'primary.contrastText',
            bgcolor: 'primary.main',
            border: 0,
            borderRadius: 1,
            '&:focus-visible': { outline: 2, outlineColor: 'primary.main', outlineOffset: 2 },
          }}
        >
          Print
        </Box>
      </Box>
      {lines.map((line) => (
        <Box
          key={line.item}
          sx={{
            display: 'flex',
            justifyContent: 'space-between',
            gap: 2,
            py: 1,
            borderBottom: 1,
            borderColor: 'divider',
            color: 'text.primary',
            fontSize: 14,
          }}
        >
          <span>{line.item}</span>
          <span>{line.amount}</span>
        </Box>
      ))}
      <Box sx={{ display: 'none', displayPrint: 'block', mt: 2, fontSize: 12 }}>
        Thank you for your order. Payment is due within 14 days.
      </Box>
    </Box>
  );
}
