import Box from '@mui/system/Box';
import Grid from '@mui/system/Grid';

const invoices = [
  { number: '#2041', customer: 'Harbourline Freight & Logistics Cooperative', total: '$1,240.00' },
  { number: '#2042', customer: 'Nordvik Bakery', total: '$86.50' },
];

export default function VariableWidthGrid() {
  return (
    <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none', color: 'text.primary' }}>
      {invoices.map((invoice) => (
        <Box component="li" key={invoice.number} sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', fontSize: 14 }}>
          <Grid container spacing={2} wrap="nowrap" sx={{ alignItems: 'center' }}>
            <Grid size="auto" sx={{ fontWeight: 500 }}>
              {invoice.number}
            </Grid>
            <Grid
              size="grow"
              sx={{
                minWidth: 0,
                overflow: 'hidden',
                textOverflow: 'ellipsis',
                whiteSpace: 'nowrap',
                color: 'text.secondary',
              }}
            >
              {invoice.customer}
            </Grid>
            <Grid size="auto" sx={{ fontVariantNumeric: 'tabular-nums' }}>
              {invoice.total}
            </Grid>
          </Grid>
        </Box>
      ))}
    </Box>
  );
}
