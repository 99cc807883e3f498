import * as React from 'react';
import Input from '@mui/joy/Input';
import Stack from '@mui/joy/Stack';
import { styled } from '@mui/joy/styles';
import MailOutline from '@mui/icons-material/MailOutline';

const StyledInput = styled('input')({
  border: 'none',
  minWidth: 0,
  outline: 0,
  padding: 0,
  paddingTop: '1em',
  flex: 1,
  color: 'inherit',
  backgroundColor: 'transparent',
  fontFamily: 'inherit',
  fontSize: 'inherit',
  fontStyle: 'inherit',
  fontWeight: 'inherit',
  lineHeight: 'inherit',
  textOverflow: 'ellipsis',
  // The placeholder stays hidden until the label has moved up.
  '&::placeholder': { opacity: 0, transition: '0.1s ease-out' },
  '&:focus::placeholder': { opacity: 1 },
  '&:focus ~ label, &:not(:placeholder-shown) ~ label, &:-webkit-autofill ~ label': {
    top: '0.5rem',
    fontSize: '0.75rem',
  },
  '&:focus ~ label': { color: 'var(--Input-focusedHighlight)' },
});

const StyledLabel = styled('label')(({ theme }) => ({
  position: 'absolute',
  lineHeight: 1,
  top: 'calc((var(--Input-minHeight) - 1em) / 2)',
  color: theme.vars.palette.text.tertiary,
  fontWeight: theme.vars.fontWeight.md,
  pointerEvents: 'none',
  transition: 'all 150ms cubic-bezier(0.4, 0, 0.2, 1)',
}));

type FloatingInputProps = React.InputHTMLAttributes<HTMLInputElement> & { label: string };

const FloatingLabelInput = React.forwardRef<HTMLInputElement, FloatingInputProps>(function FloatingLabelInput({ label, ...props }, ref) {
  const id = React.useId();
  return (
    <React.Fragment>
      <StyledInput {...props} ref={ref} id={id} />
      <StyledLabel htmlFor={id}>{label}</StyledLabel>
    </React.Fragment>
  );
});

export default function InputFloatingLabel() {
  return (
    <Stack spacing={2} sx={{ maxWidth: 360 }}>
      <Input
        slots={{ input: FloatingLabelInput }}
        slotProps={{ input: { label: 'Full name', placeholder: 'As printed on your ID', autoComplete: 'name' } }}
        sx={{ '--Input-minHeight': '3.5rem', '--Input-radius': '8px' }}
      />
      <Input
        type="email"
        endDecorator={<MailOutline />}
        slots={{ input: FloatingLabelInput }}
        slotProps={{ input: { label: 'Email', placeholder: 'name@company.com', autoComplete: 'email' } }}
        sx={{ '--Input-minHeight': '3.5rem', '--Input-radius': '8px' }}
      />
    </Stack>
  );
}
