import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Typography from '@mui/joy/Typography';

export default function LoadingButton() {
  const [loading, setLoading] = React.useState(false);
  const [message, setMessage] = React.useState('');
  const timer = React.useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Clear a pending request when the demo unmounts.
  React.useEffect(() => () => clearTimeout(timer.current), []);

  const handleClick = () => {
    setLoading(true);
    setMessage('Sending invoice…');
    timer.current = setTimeout(() => {
      setLoading(false);
      setMessage('Invoice INV-2041 sent to the client.');
    }, 2000);
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
      <Button loading={loading} loadingIndicator={<CircularProgress thickness={3} aria-label="Sending invoice" />} onClick={handleClick}>
        Send invoice
      </Button>
      <Typography level="body-sm" role="status" sx={{ minHeight: '1.25rem' }}>
        {message}
      </Typography>
    </Box>
  );
}
