import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import { ORDER_NUMBER, SHIPPING_METHODS } from './data';
import type { ShippingValues } from './validation';

interface ConfirmationProps {
  shipping: ShippingValues;
  /** The summary of what was bought, shown beside the confirmation. */
  summary: React.ReactNode;
  onNewOrder: () => void;
}

export default function Confirmation({ shipping, summary, onNewOrder }: ConfirmationProps) {
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const method = SHIPPING_METHODS.find((option) => option.id === shipping.method) ?? SHIPPING_METHODS[0];

  // The checkout form is gone: announce the result by moving focus to its heading.
  React.useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' }, gap: { xs: 3, md: 6 }, alignItems: 'start' }}>
      <Paper sx={{ p: { xs: 3, sm: 5 } }}>
        <CheckCircleOutlineIcon color="success" sx={{ fontSize: 48, mb: 2 }} aria-hidden="true" />
        <Typography variant="h1" ref={headingRef} tabIndex={-1} sx={{ outline: 'none' }}>
          Thank you, {shipping.firstName.trim()}. Your order is placed.
        </Typography>
        <Box sx={{ my: 3, p: 2, borderRadius: 1, bgcolor: 'action.hover' }}>
          <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
            Order number
          </Typography>
          <Typography sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace', fontSize: '1.5rem', fontWeight: 700 }}>
            {ORDER_NUMBER}
          </Typography>
        </Box>
        <Typography sx={{ color: 'text.secondary', overflowWrap: 'anywhere' }}>
          A receipt is on its way to{' '}
          <Box component="strong" sx={{ color: 'text.primary' }}>
            {shipping.email.trim()}
          </Box>
          .{' '}
          {`We roast on Mondays and Thursdays; your coffee ships within a day of roasting, by ${method.label.toLowerCase()} delivery (${method.detail}).`}
        </Typography>
        <Button variant="contained" size="large" onClick={onNewOrder} sx={{ mt: 4 }}>
          Start a new order
        </Button>
      </Paper>
      <Paper component="section" aria-labelledby="placed-summary-title" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="placed-summary-title" variant="h2" sx={{ mb: 2 }}>
          What you ordered
        </Typography>
        {summary}
      </Paper>
    </Box>
  );
}
