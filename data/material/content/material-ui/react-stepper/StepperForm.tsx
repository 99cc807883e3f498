import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

interface Booking {
  name: string;
  email: string;
  date: string;
  guests: string;
  seating: string;
}

type Errors = Partial<Record<keyof Booking, string>>;

const steps = ['Your details', 'Reservation', 'Confirm'];

// The fields each step owns, checked when the user presses Next on that step.
function validate(step: number, values: Booking): Errors {
  const errors: Errors = {};
  if (step === 0) {
    if (!values.name.trim()) errors.name = 'Enter the name for the booking.';
    if (!/^\S+@\S+\.\S+$/.test(values.email)) errors.email = 'Enter an email address such as sam@example.com.';
  }
  if (step === 1) {
    if (!values.date) errors.date = 'Choose a date.';
    const guests = Number(values.guests);
    if (!Number.isInteger(guests) || guests < 1 || guests > 12) errors.guests = 'Enter a number from 1 to 12.';
  }
  return errors;
}

const initial: Booking = { name: '', email: '', date: '', guests: '2', seating: 'indoor' };

export default function StepperForm() {
  const [activeStep, setActiveStep] = React.useState(0);
  const [values, setValues] = React.useState<Booking>(initial);
  const [errors, setErrors] = React.useState<Errors>({});
  const [failedSteps, setFailedSteps] = React.useState<Set<number>>(new Set());
  const [submitting, setSubmitting] = React.useState(false);
  const [done, setDone] = React.useState(false);
  const formRef = React.useRef<HTMLFormElement>(null);

  const field = (name: keyof Booking) => ({
    name,
    value: values[name],
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => setValues((previous) => ({ ...previous, [name]: event.target.value })),
    error: Boolean(errors[name]),
    helperText: errors[name],
  });

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const stepErrors = validate(activeStep, values);
    setErrors(stepErrors);
    const failed = new Set(failedSteps);
    if (Object.keys(stepErrors).length > 0) {
      setFailedSteps(failed.add(activeStep));
      // Move focus to the first field that needs attention.
      const firstInvalid = formRef.current?.elements.namedItem(Object.keys(stepErrors)[0]);
      if (firstInvalid instanceof HTMLInputElement) {
        firstInvalid.focus();
      }
      return;
    }
    failed.delete(activeStep);
    setFailedSteps(failed);
    if (activeStep < steps.length - 1) {
      setActiveStep(activeStep + 1);
      return;
    }
    setSubmitting(true);
    // Stands in for a request to a booking service.
    setTimeout(() => {
      setSubmitting(false);
      setDone(true);
    }, 1200);
  };

  if (done) {
    return (
      <Box>
        <Typography role="status">
          Table booked for {values.guests} on {values.date}. A confirmation is on its way to {values.email}.
        </Typography>
        <Button
          sx={{ mt: 2 }}
          onClick={() => {
            setValues(initial);
            setActiveStep(0);
            setDone(false);
          }}
        >
          Make another booking
        </Button>
      </Box>
    );
  }

  return (
    <Box component="form" ref={formRef} noValidate onSubmit={handleSubmit} aria-label="Table booking" sx={{ width: '100%' }}>
      <Stepper activeStep={activeStep} alternativeLabel>
        {steps.map((label, index) => (
          <Step key={label}>
            <StepLabel error={failedSteps.has(index)}>{label}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Stack spacing={2} sx={{ mt: 3, maxWidth: 420 }}>
        {activeStep === 0 && (
          <React.Fragment>
            <TextField label="Full name" autoComplete="name" required {...field('name')} />
            <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
          </React.Fragment>
        )}
        {activeStep === 1 && (
          <React.Fragment>
            <TextField label="Date" type="date" required slotProps={{ inputLabel: { shrink: true } }} {...field('date')} />
            <TextField label="Guests" type="number" required slotProps={{ htmlInput: { min: 1, max: 12 } }} {...field('guests')} />
            <FormControl>
              <FormLabel id="seating-label">Seating</FormLabel>
              <RadioGroup
                row
                name="seating"
                aria-labelledby="seating-label"
                value={values.seating}
                onChange={(event) => setValues((previous) => ({ ...previous, seating: event.target.value }))}
              >
                <FormControlLabel value="indoor" control={<Radio />} label="Indoor" />
                <FormControlLabel value="terrace" control={<Radio />} label="Terrace" />
              </RadioGroup>
            </FormControl>
          </React.Fragment>
        )}
        {activeStep === 2 && (
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 1 }}>
            {(
              [
                ['Name', values.name],
                ['Email', values.email],
                ['Date', values.date],
                ['Guests', values.guests],
                ['Seating', values.seating === 'indoor' ? 'Indoor' : 'Terrace'],
              ] as const
            ).map(([term, detail]) => (
              <React.Fragment key={term}>
                <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                  {term}
                </Typography>
                <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                  {detail}
                </Typography>
              </React.Fragment>
            ))}
          </Box>
        )}
      </Stack>
      <Box sx={{ display: 'flex', gap: 1, pt: 3 }}>
        <Button
          disabled={activeStep === 0 || submitting}
          onClick={() => {
            setErrors({});
            setActiveStep(activeStep - 1);
          }}
        >
          Back
        </Button>
        <Box sx={{ flex: '1 1 auto' }} />
        <Button type="submit" variant="contained" loading={submitting}>
          {activeStep === steps.length - 1 ? 'Book table' : 'Next'}
        </Button>
      </Box>
    </Box>
  );
}
