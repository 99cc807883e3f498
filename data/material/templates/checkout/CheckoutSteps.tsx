import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import PaymentStep from './PaymentStep';
import ReviewStep from './ReviewStep';
import ShippingStep from './ShippingStep';
import { focusFirstError, type Form } from './useForm';
import type { PaymentValues, ShippingValues } from './validation';
import { formatMoney } from './pricing';

const STEPS = [
  { label: 'Shipping', title: 'Shipping address', next: 'Continue to payment' },
  { label: 'Payment', title: 'Payment details', next: 'Review order' },
  { label: 'Review', title: 'Review your order', next: 'Place order' },
];

interface CheckoutStepsProps {
  shippingForm: Form<ShippingValues>;
  paymentForm: Form<PaymentValues>;
  saveCard: boolean;
  onSaveCardChange: (save: boolean) => void;
  total: number;
  /** Resolves once the (simulated) payment has gone through. */
  onPlaceOrder: () => Promise<void>;
}

export default function CheckoutSteps({ shippingForm, paymentForm, saveCard, onSaveCardChange, total, onPlaceOrder }: CheckoutStepsProps) {
  const [step, setStep] = React.useState(0);
  const [placing, setPlacing] = React.useState(false);
  const formRef = React.useRef<HTMLFormElement>(null);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const firstRender = React.useRef(true);

  // A new step replaces the form under the reader's focus: move focus to its heading, which also
  // tells screen reader users where they are. Not on the first render, so the page does not jump.
  React.useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [step]);

  const handleSubmit = async (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (step === 0 && !shippingForm.check()) {
      focusFirstError(formRef.current);
      return;
    }
    if (step === 1 && !paymentForm.check()) {
      focusFirstError(formRef.current);
      return;
    }
    if (step < STEPS.length - 1) {
      setStep(step + 1);
      return;
    }
    setPlacing(true);
    await onPlaceOrder();
  };

  const current = STEPS[step];

  return (
    <Paper sx={{ p: { xs: 2, sm: 4 } }}>
      <Stepper activeStep={step} alternativeLabel sx={{ mb: 4 }}>
        {STEPS.map((item) => (
          <Step key={item.label}>
            <StepLabel>{item.label}</StepLabel>
          </Step>
        ))}
      </Stepper>

      <Box component="form" ref={formRef} onSubmit={handleSubmit} noValidate aria-labelledby="step-title">
        <Typography variant="overline" component="p" sx={{ color: 'text.secondary' }}>
          Step {step + 1} of {STEPS.length}
        </Typography>
        <Typography id="step-title" variant="h2" ref={headingRef} tabIndex={-1} sx={{ mb: 3, outline: 'none' }}>
          {current.title}
        </Typography>

        {step === 0 && <ShippingStep form={shippingForm} />}
        {step === 1 && <PaymentStep form={paymentForm} saveCard={saveCard} onSaveCardChange={onSaveCardChange} />}
        {step === 2 && <ReviewStep shipping={shippingForm.values} payment={paymentForm.values} onEdit={setStep} />}

        <Box
          sx={{
            display: 'flex',
            flexDirection: { xs: 'column-reverse', sm: 'row' },
            justifyContent: 'space-between',
            alignItems: { sm: 'center' },
            gap: 2,
            mt: 4,
          }}
        >
          {step > 0 ? (
            <Button startIcon={<ArrowBackIcon />} onClick={() => setStep(step - 1)} disabled={placing}>
              Back
            </Button>
          ) : (
            <span />
          )}
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={placing}
            loadingPosition="start"
            startIcon={step === STEPS.length - 1 ? <LockOutlinedIcon /> : undefined}
          >
            {step === STEPS.length - 1 ? `Place order · ${formatMoney(total)}` : current.next}
          </Button>
        </Box>
      </Box>
    </Paper>
  );
}
