import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Checkbox from '@mui/joy/Checkbox';
import FormControl from '@mui/joy/FormControl';
import FormHelperText from '@mui/joy/FormHelperText';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Link from '@mui/joy/Link';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

export default function SignUpCheckbox() {
  const [accepted, setAccepted] = React.useState(false);
  const [submitted, setSubmitted] = React.useState(false);
  const [done, setDone] = React.useState(false);
  const showError = submitted && !accepted;

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    setDone(accepted);
  };

  return (
    <Sheet variant="outlined" sx={{ p: 2.5, borderRadius: 'md', maxWidth: 400, mx: 'auto', width: '100%' }}>
      <Box component="form" noValidate onSubmit={handleSubmit} sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <Typography level="title-lg">Create your account</Typography>
        <FormControl>
          <FormLabel>Work email</FormLabel>
          <Input type="email" defaultValue="amara.okafor@fieldnote.io" />
        </FormControl>
        <FormControl error={showError}>
          <Checkbox
            size="sm"
            checked={accepted}
            onChange={(event) => {
              setAccepted(event.target.checked);
              setDone(false);
            }}
            label={
              <>
                I have read and agree to the{' '}
                <Link href="#sign-up-form" sx={{ position: 'relative', zIndex: 2 }}>
                  terms of service
                </Link>
                .
              </>
            }
          />
          {showError && <FormHelperText>Accept the terms to create an account.</FormHelperText>}
        </FormControl>
        <FormControl>
          <Checkbox size="sm" label="Send me the monthly product newsletter" />
        </FormControl>
        <Button type="submit">Create account</Button>
        <Typography level="body-sm" role="status" color="success">
          {done ? 'Account created. Check your inbox to confirm your email.' : ''}
        </Typography>
      </Box>
    </Sheet>
  );
}
