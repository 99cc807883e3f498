import * as React from 'react';
import Button from '@mui/joy/Button';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import FormHelperText from '@mui/joy/FormHelperText';
import Input from '@mui/joy/Input';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';

type Status = 'idle' | 'sending' | 'done' | 'failed';

export default function NewsletterSubscription() {
  const [email, setEmail] = React.useState('');
  const [status, setStatus] = React.useState<Status>('idle');
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setStatus('sending');
    // A stand-in for the request to your mailing service.
    timer.current = setTimeout(() => {
      setStatus(email.trim().toLowerCase().endsWith('@example.invalid') ? 'failed' : 'done');
    }, 1200);
  };

  let helper = 'One email on the first Monday of each month. Unsubscribe in one click.';
  if (status === 'done') {
    helper = `Thanks! Check ${email} to confirm your subscription.`;
  } else if (status === 'failed') {
    helper = 'We could not reach that address. Check it and try again.';
  }

  return (
    <Sheet variant="soft" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 'md', maxWidth: 480 }}>
      <Typography level="title-lg">The Field Notes digest</Typography>
      <Typography level="body-sm" sx={{ mb: 2 }}>
        Product updates, new recipes for the API and one long read a month.
      </Typography>
      <form onSubmit={handleSubmit}>
        <FormControl error={status === 'failed'}>
          <FormLabel>Email address</FormLabel>
          <Input
            type="email"
            required
            autoComplete="email"
            placeholder="you@company.com"
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (status !== 'sending') {
                setStatus('idle');
              }
            }}
            endDecorator={
              status === 'done' ? (
                <MarkEmailReadOutlined color="success" aria-hidden />
              ) : (
                <Button type="submit" loading={status === 'sending'}>
                  Subscribe
                </Button>
              )
            }
            slotProps={{ input: { 'aria-invalid': status === 'failed' } }}
          />
          <FormHelperText role="status">{helper}</FormHelperText>
        </FormControl>
      </form>
    </Sheet>
  );
}
