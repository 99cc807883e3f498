import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';

export default function InputFormSubmission() {
  const [sentTo, setSentTo] = React.useState('');

  return (
    <Box sx={{ maxWidth: 420 }}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          setSentTo(String(data.get('invite-email')));
          event.currentTarget.reset();
        }}
      >
        <Box sx={{ display: 'flex', gap: 1, flexDirection: { xs: 'column', sm: 'row' } }}>
          <Input
            name="invite-email"
            type="email"
            required
            placeholder="colleague@company.com"
            aria-label="Colleague's email address"
            sx={{ flex: 1 }}
          />
          <Button type="submit">Send invite</Button>
        </Box>
      </form>
      <Typography role="status" level="body-sm" sx={{ mt: 1, minHeight: '1.5em' }}>
        {sentTo ? `Invitation sent to ${sentTo}.` : ''}
      </Typography>
    </Box>
  );
}
