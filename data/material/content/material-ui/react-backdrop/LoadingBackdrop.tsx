import * as React from 'react';
import Backdrop from '@mui/material/Backdrop';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';

export default function LoadingBackdrop() {
  const [busy, setBusy] = React.useState(false);
  const [status, setStatus] = React.useState('');
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const handleGenerate = () => {
    setBusy(true);
    setStatus('Generating the invoice…');
    // Stands in for a request to the server.
    timer.current = setTimeout(() => {
      setBusy(false);
      setStatus('Invoice INV-2107 is ready to download.');
    }, 2500);
  };

  return (
    <Box
      aria-busy={busy}
      sx={{
        position: 'relative',
        minHeight: 220,
        overflow: 'hidden',
        p: 2,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Typography variant="h6" component="h3" gutterBottom>
        Order #5531
      </Typography>
      <Typography variant="body2" sx={{ mb: 2, color: 'text.secondary' }}>
        2 × Ceramic mug, 1 × Linen tea towel · €46.80
      </Typography>
      <Button variant="contained" onClick={handleGenerate} disabled={busy}>
        Generate invoice
      </Button>
      <Typography role="status" variant="body2" sx={{ mt: 2 }}>
        {status}
      </Typography>
      {/* No onClick: the overlay stays until the work is done, then closes by itself. */}
      <Backdrop open={busy} sx={{ position: 'absolute', zIndex: 1, color: '#fff' }}>
        <CircularProgress color="inherit" aria-label="Generating the invoice" />
      </Backdrop>
    </Box>
  );
}
