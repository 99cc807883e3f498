import Avatar from '@mui/joy/Avatar';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';
import type { Credentials } from './validation';

/** What the form gives way to once the (pretend) server has said yes. */
export default function SignedIn({ credentials, onSignOut }: { credentials: Credentials; onSignOut: () => void }) {
  const name = credentials.email.split('@')[0];
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }} role="status">
      <Avatar size="lg" color="primary" variant="soft">
        {name.slice(0, 2).toUpperCase()}
      </Avatar>
      <Typography level="h1" sx={{ fontSize: { xs: 'xl2', sm: 'xl3' } }}>
        Welcome back, {name}
      </Typography>
      <Typography sx={{ color: 'text.secondary' }}>
        {credentials.remember
          ? 'You will stay signed in on this device for 30 days.'
          : 'You will be signed out when you close this browser.'}
      </Typography>
      <Button variant="outlined" color="neutral" onClick={onSignOut}>
        Sign out
      </Button>
    </Stack>
  );
}
