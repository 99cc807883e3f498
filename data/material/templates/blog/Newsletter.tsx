import * as React from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function validate(value: string) {
  if (!value.trim()) return 'Enter your email address to subscribe.';
  if (!EMAIL.test(value.trim())) return 'Enter an email address like name@example.com.';
  return '';
}

export default function Newsletter() {
  const [email, setEmail] = React.useState('');
  const [error, setError] = React.useState('');
  const [sending, setSending] = React.useState(false);
  const [subscribed, setSubscribed] = React.useState('');
  const inputRef = React.useRef<HTMLInputElement>(null);

  const handleSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const message = validate(email);
    setError(message);
    if (message) {
      inputRef.current?.focus();
      return;
    }
    setSending(true);
    // Stands in for the request to the mailing list service.
    setTimeout(() => {
      setSending(false);
      setSubscribed(email.trim());
      setEmail('');
    }, 600);
  };

  return (
    <Box
      component="section"
      id="newsletter"
      aria-labelledby="newsletter-title"
      sx={(theme) => ({
        scrollMarginTop: 96,
        p: { xs: 3, sm: 6 },
        borderRadius: 1,
        bgcolor: '#1c1b1a',
        color: '#f1efec',
        ...theme.applyStyles('dark', { bgcolor: '#26231f' }),
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
        gap: { xs: 3, md: 6 },
        alignItems: 'center',
      })}
    >
      <div>
        <Typography id="newsletter-title" variant="h2">
          One good essay, every Thursday
        </Typography>
        <Typography sx={{ mt: 1.5, color: '#d6d1ca' }}>
          The week’s best story from the journal, with notes from the team. No tracking pixels; leave with one click.
        </Typography>
      </div>
      <div>
        {/* The live region is always in the page, so the confirmation is announced when it appears. */}
        <div role="status">
          {subscribed && (
            <Alert severity="success" variant="filled" sx={{ mb: 2, overflowWrap: 'anywhere' }}>
              Thanks! Check {subscribed} for a link to confirm your subscription.
            </Alert>
          )}
        </div>
        <Box
          component="form"
          onSubmit={handleSubmit}
          noValidate
          sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: 'flex-start', gap: 1.5 }}
        >
          <TextField
            inputRef={inputRef}
            label="Email address"
            type="email"
            autoComplete="email"
            fullWidth
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              if (error) setError(validate(event.target.value));
            }}
            error={Boolean(error)}
            helperText={error}
            // The band stays dark in both colour schemes, so the field uses light text on it.
            sx={{
              '& .MuiInputBase-root': { bgcolor: 'rgba(255 255 255 / 0.08)', color: '#f1efec' },
              '& .MuiInputLabel-root': { color: '#d6d1ca' },
              '& .MuiInputLabel-root.Mui-focused': { color: '#ffb3a3' },
              '& .MuiOutlinedInput-notchedOutline': { borderColor: 'rgba(255 255 255 / 0.45)' },
              '& .MuiOutlinedInput-root:hover .MuiOutlinedInput-notchedOutline': { borderColor: '#f1efec' },
              '& .MuiOutlinedInput-root.Mui-focused .MuiOutlinedInput-notchedOutline': { borderColor: '#ffb3a3' },
              '& .Mui-error .MuiOutlinedInput-notchedOutline, & .MuiOutlinedInput-root.Mui-error.Mui-focused .MuiOutlinedInput-notchedOutline':
                { borderColor: '#ff9a8f' },
              '& .MuiFormHelperText-root.Mui-error, & .MuiInputLabel-root.Mui-error': { color: '#ff9a8f' },
            }}
          />
          <Button
            type="submit"
            variant="contained"
            size="large"
            loading={sending}
            sx={{
              flexShrink: 0,
              height: 56,
              width: { xs: '100%', sm: 'auto' },
              bgcolor: '#ff9b85',
              color: '#1c1b1a',
              '&:hover': { bgcolor: '#ffb3a3' },
            }}
          >
            Subscribe
          </Button>
        </Box>
      </div>
    </Box>
  );
}
