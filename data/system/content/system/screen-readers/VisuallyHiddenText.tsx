import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { visuallyHidden } from '@mui/utils';

const invoices = [
  { id: 'INV-2041', amount: '€1,250.00' },
  { id: 'INV-2042', amount: '€380.50' },
];

export default function VisuallyHiddenText() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, color: 'text.primary' }}>
      <Box component="p" sx={{ m: 0 }}>
        Read the{' '}
        <Link href="https://example.com/terms" target="_blank" rel="noopener noreferrer">
          terms of service
          <OpenInNewIcon aria-hidden sx={{ fontSize: 16, ml: 0.25, verticalAlign: 'text-top' }} />
          <Box component="span" sx={visuallyHidden}>
            {' '}
            (opens in a new tab)
          </Box>
        </Link>{' '}
        before you sign.
      </Box>
      <Box component="ul" aria-label="Invoices" sx={{ m: 0, p: 0, listStyle: 'none', maxWidth: 360 }}>
        {invoices.map((invoice) => (
          <Box
            component="li"
            key={invoice.id}
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 2,
              py: 0.5,
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            <Box sx={{ flex: 1 }}>{invoice.id}</Box>
            <Box sx={{ color: 'text.secondary' }}>{invoice.amount}</Box>
            <IconButton size="small">
              <DeleteOutlineIcon fontSize="small" />
              <Box component="span" sx={visuallyHidden}>
                Delete invoice {invoice.id}
              </Box>
            </IconButton>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
