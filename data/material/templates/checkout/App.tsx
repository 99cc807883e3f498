import * as React from 'react';
import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ThemeProvider } from '@mui/material/styles';
import CheckoutSteps from './CheckoutSteps';
import Confirmation from './Confirmation';
import Header from './Header';
import MobileSummary from './MobileSummary';
import OrderSummary from './OrderSummary';
import type { ShippingMethodId } from './data';
import { computeTotals } from './pricing';
import { useForm } from './useForm';
import { validatePayment, validateShipping, type PaymentValues, type ShippingValues } from './validation';
import theme from './theme';

const EMPTY_SHIPPING: ShippingValues = {
  firstName: '',
  lastName: '',
  email: '',
  address1: '',
  address2: '',
  city: '',
  region: '',
  postalCode: '',
  country: 'US',
  phone: '',
  method: 'standard',
};

const EMPTY_PAYMENT: PaymentValues = { cardName: '', cardNumber: '', expiry: '', cvc: '' };

/** Stands in for the payment request. */
const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export default function App() {
  // The forms live here, above the steps, so going Back keeps what was typed.
  const shippingForm = useForm(EMPTY_SHIPPING, validateShipping);
  const paymentForm = useForm(EMPTY_PAYMENT, validatePayment);
  const [saveCard, setSaveCard] = React.useState(false);
  const [promoApplied, setPromoApplied] = React.useState(false);
  const [placed, setPlaced] = React.useState(false);
  // Changing the key remounts the steps, which starts them again at the first one.
  const [attempt, setAttempt] = React.useState(0);

  const totals = computeTotals(shippingForm.values.method as ShippingMethodId, promoApplied);
  const summary = <OrderSummary totals={totals} promoApplied={promoApplied} onPromoChange={setPromoApplied} locked={placed} />;

  const startOver = () => {
    shippingForm.reset();
    paymentForm.reset();
    setSaveCard(false);
    setPromoApplied(false);
    setPlaced(false);
    setAttempt(attempt + 1);
  };

  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
        <Header />
        <Box component="main" sx={{ flex: 1, width: '100%', maxWidth: 1200, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 3, md: 5 } }}>
          {placed ? (
            <Confirmation shipping={shippingForm.values} summary={summary} onNewOrder={startOver} />
          ) : (
            <>
              <Typography variant="h1" sx={{ mb: { xs: 2, md: 4 } }}>
                Checkout
              </Typography>
              <Box
                sx={{
                  display: 'grid',
                  gridTemplateColumns: { xs: '1fr', md: '7fr 5fr' },
                  gap: { xs: 2, md: 6 },
                  alignItems: 'start',
                }}
              >
                <Box sx={{ display: { md: 'none' } }}>
                  <MobileSummary total={totals.total}>{summary}</MobileSummary>
                </Box>
                <CheckoutSteps
                  key={attempt}
                  shippingForm={shippingForm}
                  paymentForm={paymentForm}
                  saveCard={saveCard}
                  onSaveCardChange={setSaveCard}
                  total={totals.total}
                  onPlaceOrder={async () => {
                    await wait(800);
                    setPlaced(true);
                  }}
                />
                {/* Sticky on desktop: the total stays in view while the form scrolls. */}
                <Paper
                  component="section"
                  aria-labelledby="summary-title"
                  sx={{ display: { xs: 'none', md: 'block' }, position: 'sticky', top: 24, p: 3 }}
                >
                  <Typography id="summary-title" variant="h2" sx={{ mb: 2 }}>
                    Order summary
                  </Typography>
                  {summary}
                </Paper>
              </Box>
            </>
          )}
        </Box>
        <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 3, px: 2, textAlign: 'center' }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            © 2025 Fernhill Coffee Roasters · Free returns on unopened equipment within 30 days
          </Typography>
        </Box>
      </Box>
    </ThemeProvider>
  );
}
