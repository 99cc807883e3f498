import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import CheckRoundedIcon from '@mui/icons-material/CheckRounded';
import type { Credentials } from './SignInForm';

interface SignedInProps {
  credentials: Credentials;
  onSignOut: () => void;
}

/** What the reader sees after the simulated request succeeds. */
export default function SignedIn({ credentials, onSignOut }: SignedInProps) {
  const headingRef = React.useRef<HTMLHeadingElement>(null);

  // The form that had focus is gone: move focus to the new heading so screen readers announce it.
  React.useEffect(() => {
    headingRef.current?.focus();
  }, []);

  return (
    <Box sx={{ textAlign: 'center', py: 2 }}>
      <Avatar sx={{ mx: 'auto', mb: 2, width: 56, height: 56, bgcolor: 'success.main', color: 'success.contrastText' }} aria-hidden="true">
        <CheckRoundedIcon fontSize="large" />
      </Avatar>
      <Typography variant="h1" ref={headingRef} tabIndex={-1} sx={{ outline: 'none' }}>
        You are signed in
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1.5, overflowWrap: 'anywhere' }}>
        Welcome back, <strong>{credentials.email}</strong>.
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>
        {credentials.remember ? 'This device will keep you signed in for 30 days.' : 'You will be signed out when you close this browser.'}
      </Typography>
      <Button variant="outlined" onClick={onSignOut}>
        Sign out
      </Button>
    </Box>
  );
}
