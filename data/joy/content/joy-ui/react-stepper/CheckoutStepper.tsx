import * as React from 'react';
import Stepper from '@mui/joy/Stepper';
import Step, { stepClasses } from '@mui/joy/Step';
import StepIndicator from '@mui/joy/StepIndicator';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import Button from '@mui/joy/Button';
import Box from '@mui/joy/Box';
import Stack from '@mui/joy/Stack';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import FormHelperText from '@mui/joy/FormHelperText';
import Input from '@mui/joy/Input';
import RadioGroup from '@mui/joy/RadioGroup';
import Radio from '@mui/joy/Radio';
import Divider from '@mui/joy/Divider';
import Check from '@mui/icons-material/Check';

const steps = ['Basket', 'Delivery', 'Payment', 'Review'];

const basket = [
  { name: 'Ceramic pour-over set', qty: 1, price: 34 },
  { name: 'Single-origin beans, 250 g', qty: 2, price: 11.5 },
];
const total = basket.reduce((sum, item) => sum + item.qty * item.price, 0);

interface Address {
  name: string;
  street: string;
  postcode: string;
}

export default function CheckoutStepper() {
  const [active, setActive] = React.useState(0);
  const [address, setAddress] = React.useState<Address>({ name: '', street: '', postcode: '' });
  const [showErrors, setShowErrors] = React.useState(false);
  const [payment, setPayment] = React.useState('card');
  const [placed, setPlaced] = React.useState(false);
  const headingRef = React.useRef<HTMLHeadingElement>(null);
  const moved = React.useRef(false);
  const id = React.useId();

  React.useEffect(() => {
    // Move focus to the new step's heading, but not on the first render.
    if (moved.current) {
      headingRef.current?.focus();
    }
  }, [active, placed]);

  const missing = (Object.keys(address) as (keyof Address)[]).filter((key) => !address[key].trim());

  const goTo = (step: number) => {
    moved.current = true;
    setActive(step);
  };

  const next = () => {
    if (active === 1 && missing.length > 0) {
      setShowErrors(true);
      return;
    }
    if (active === steps.length - 1) {
      moved.current = true;
      setPlaced(true);
      return;
    }
    goTo(active + 1);
  };

  const field = (key: keyof Address, label: string, autoComplete: string) => (
    <FormControl error={showErrors && missing.includes(key)}>
      <FormLabel>{label}</FormLabel>
      <Input value={address[key]} autoComplete={autoComplete} onChange={(event) => setAddress({ ...address, [key]: event.target.value })} />
      {showErrors && missing.includes(key) && <FormHelperText>Required</FormHelperText>}
    </FormControl>
  );

  let content: React.ReactNode;
  if (placed) {
    content = <Typography level="body-sm">Thank you, {address.name}. We will send the tracking number to your email.</Typography>;
  } else if (active === 0) {
    content = (
      <Stack spacing={1}>
        {basket.map((item) => (
          <Box key={item.name} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
            <Typography level="body-sm">
              {item.qty} × {item.name}
            </Typography>
            <Typography level="body-sm">€{(item.qty * item.price).toFixed(2)}</Typography>
          </Box>
        ))}
        <Divider />
        <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <Typography level="title-sm">Total</Typography>
          <Typography level="title-sm">€{total.toFixed(2)}</Typography>
        </Box>
      </Stack>
    );
  } else if (active === 1) {
    content = (
      <Stack spacing={1.5}>
        {field('name', 'Full name', 'name')}
        {field('street', 'Street and number', 'street-address')}
        {field('postcode', 'Postcode', 'postal-code')}
      </Stack>
    );
  } else if (active === 2) {
    content = (
      <RadioGroup aria-labelledby={`${id}-heading`} value={payment} onChange={(event) => setPayment(event.target.value)}>
        <Radio value="card" label="Credit or debit card" />
        <Radio value="transfer" label="Bank transfer" />
        <Radio value="invoice" label="Invoice (business accounts)" />
      </RadioGroup>
    );
  } else {
    content = (
      <Stack spacing={0.5}>
        <Typography level="body-sm">
          {basket.length} items, €{total.toFixed(2)}
        </Typography>
        <Typography level="body-sm">
          To {address.name}, {address.street}, {address.postcode}
        </Typography>
        <Typography level="body-sm">
          Paying by {payment === 'card' ? 'card' : payment === 'transfer' ? 'bank transfer' : 'invoice'}
        </Typography>
      </Stack>
    );
  }

  return (
    <Sheet variant="outlined" sx={{ width: '100%', maxWidth: 520, borderRadius: 'md', p: { xs: 2, sm: 3 } }}>
      <Stepper
        size="sm"
        sx={{
          mb: 3,
          [`& .${stepClasses.completed}::after`]: { bgcolor: 'primary.solidBg' },
        }}
      >
        {steps.map((label, index) => {
          const completed = placed || index < active;
          return (
            <Step
              key={label}
              orientation="vertical"
              completed={completed}
              active={!placed && index === active}
              indicator={
                <StepIndicator
                  variant={completed || index === active ? 'solid' : 'outlined'}
                  color={completed || index === active ? 'primary' : 'neutral'}
                >
                  {completed ? <Check /> : index + 1}
                </StepIndicator>
              }
            >
              <Typography level="body-xs" sx={{ fontWeight: index === active ? 'lg' : 'md' }}>
                {label}
              </Typography>
            </Step>
          );
        })}
      </Stepper>
      <Typography id={`${id}-heading`} ref={headingRef} tabIndex={-1} level="title-md" component="h3" sx={{ mb: 1.5, outline: 'none' }}>
        {placed ? 'Order placed' : `Step ${active + 1} of ${steps.length}: ${steps[active]}`}
      </Typography>
      {content}
      {!placed && (
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, mt: 3 }}>
          <Button variant="plain" color="neutral" disabled={active === 0} onClick={() => goTo(active - 1)}>
            Back
          </Button>
          <Button onClick={next}>{active === steps.length - 1 ? 'Place order' : 'Next'}</Button>
        </Box>
      )}
    </Sheet>
  );
}
