import * as React from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { styled } from '@mui/material/styles';

interface StepButtonProps extends ButtonProps {
  /** Marks the step the user is on. */
  current?: boolean;
}

// Material UI's styled() adds the theme, the `sx` prop and a display name for DevTools.
// `shouldForwardProp` keeps the custom `current` prop off the DOM element.
const StepButton = styled(Button, {
  name: 'WizardStepButton',
  shouldForwardProp: (prop) => prop !== 'current',
})<StepButtonProps>(({ theme }) => ({
  justifyContent: 'flex-start',
  gap: theme.spacing(1.5),
  padding: theme.spacing(1, 2),
  textTransform: 'none',
  color: (theme.vars ?? theme).palette.text.secondary,
  borderRadius: theme.spacing(1),
  variants: [
    {
      props: { current: true },
      style: {
        color: (theme.vars ?? theme).palette.primary.main,
        backgroundColor: (theme.vars ?? theme).palette.action.selected,
        fontWeight: theme.typography.fontWeightBold,
      },
    },
  ],
}));

const steps = ['Delivery address', 'Payment', 'Review order'];

export default function MuiStyledButton() {
  const [current, setCurrent] = React.useState(0);
  return (
    <Stack component="nav" aria-label="Checkout steps" spacing={0.5} sx={{ width: '100%', maxWidth: 280 }}>
      {steps.map((step, index) => (
        <StepButton
          key={step}
          current={index === current}
          aria-current={index === current ? 'step' : undefined}
          onClick={() => setCurrent(index)}
          startIcon={<span aria-hidden>{index + 1}.</span>}
          sx={{ width: '100%' }}
        >
          {step}
        </StepButton>
      ))}
    </Stack>
  );
}
