import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import CircularProgress from '@mui/joy/CircularProgress';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import Replay from '@mui/icons-material/Replay';
import Send from '@mui/icons-material/Send';

export default function LoadingPosition() {
  const [loading, setLoading] = React.useState(true);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography component="label" startDecorator={<Switch checked={loading} onChange={(event) => setLoading(event.target.checked)} />}>
        Loading
      </Typography>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          loading={loading}
          loadingPosition="start"
          loadingIndicator={<CircularProgress thickness={3} aria-label="Retrying" />}
          startDecorator={<Replay />}
          variant="soft"
        >
          Retry sync
        </Button>
        <Button loading={loading} loadingIndicator={<CircularProgress thickness={3} aria-label="Loading" />}>
          Center
        </Button>
        <Button
          loading={loading}
          loadingPosition="end"
          loadingIndicator={<CircularProgress thickness={3} aria-label="Sending" />}
          endDecorator={<Send />}
          variant="outlined"
        >
          Send reply
        </Button>
      </Box>
    </Box>
  );
}
