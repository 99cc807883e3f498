import * as React from 'react';
import Box from '@mui/joy/Box';
import Card from '@mui/joy/Card';
import CardOverflow from '@mui/joy/CardOverflow';
import IconButton from '@mui/joy/IconButton';
import LinearProgress from '@mui/joy/LinearProgress';
import Table from '@mui/joy/Table';
import Typography from '@mui/joy/Typography';
import RefreshRounded from '@mui/icons-material/RefreshRounded';

const RATES = [
  [
    { pair: 'EUR / USD', rate: '1.0842' },
    { pair: 'GBP / EUR', rate: '1.1691' },
    { pair: 'USD / JPY', rate: '151.27' },
  ],
  [
    { pair: 'EUR / USD', rate: '1.0851' },
    { pair: 'GBP / EUR', rate: '1.1684' },
    { pair: 'USD / JPY', rate: '151.09' },
  ],
];

export default function LinearProgressCardTop() {
  const [loading, setLoading] = React.useState(false);
  const [version, setVersion] = React.useState(0);
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const refresh = () => {
    if (loading) {
      return;
    }
    setLoading(true);
    // Stands in for a request to the server.
    timer.current = setTimeout(() => {
      setLoading(false);
      setVersion((current) => current + 1);
    }, 1500);
  };

  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth: 380, mx: 'auto', overflow: 'hidden' }} aria-busy={loading}>
      <CardOverflow sx={{ p: 0, height: 4 }}>
        {loading && <LinearProgress size="sm" aria-label="Refreshing rates" sx={{ '--LinearProgress-radius': '0px' }} />}
      </CardOverflow>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        <div>
          <Typography level="title-md">Exchange rates</Typography>
          <Typography level="body-xs" role="status">
            {loading ? 'Updating…' : version === 0 ? 'Updated 5 minutes ago' : 'Updated just now'}
          </Typography>
        </div>
        <IconButton variant="outlined" color="neutral" aria-label="Refresh rates" aria-disabled={loading} onClick={refresh}>
          <RefreshRounded />
        </IconButton>
      </Box>
      <Table size="sm" aria-label="Exchange rates" sx={{ opacity: loading ? 0.6 : 1, transition: 'opacity 0.2s' }}>
        <tbody>
          {RATES[version % 2].map((row) => (
            <tr key={row.pair}>
              <td>{row.pair}</td>
              <td style={{ textAlign: 'right' }}>{row.rate}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Card>
  );
}
