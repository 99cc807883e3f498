import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import Skeleton from '@mui/joy/Skeleton';
import Typography from '@mui/joy/Typography';
import RefreshRounded from '@mui/icons-material/RefreshRounded';

const SNAPSHOTS = [
  [
    { label: 'Orders today', value: '128' },
    { label: 'Revenue', value: '€4,310' },
    { label: 'Returns', value: '3' },
  ],
  [
    { label: 'Orders today', value: '141' },
    { label: 'Revenue', value: '€4,785' },
    { label: 'Returns', value: '4' },
  ],
];

export default function SkeletonDashboard() {
  const [loading, setLoading] = React.useState(false);
  const [version, setVersion] = React.useState(0);
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  React.useEffect(() => () => clearTimeout(timer.current), []);

  const refresh = () => {
    setLoading(true);
    // Stands in for a request to the server.
    timer.current = setTimeout(() => {
      setLoading(false);
      setVersion((current) => current + 1);
    }, 1600);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Typography level="title-md">Shop overview</Typography>
        <Button
          size="sm"
          variant="outlined"
          color="neutral"
          startDecorator={<RefreshRounded />}
          aria-disabled={loading}
          onClick={() => !loading && refresh()}
        >
          Refresh
        </Button>
      </Box>
      <Box aria-busy={loading} sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, gap: 2 }}>
        {SNAPSHOTS[version % 2].map((stat) => (
          <Card key={stat.label} variant="soft">
            <Typography level="body-sm">{stat.label}</Typography>
            <Typography level="h3" component="p">
              <Skeleton loading={loading} animation="wave">
                {stat.value}
              </Skeleton>
            </Typography>
          </Card>
        ))}
      </Box>
      <Typography role="status" level="body-xs" sx={{ mt: 1 }}>
        {loading ? 'Loading the latest figures…' : version > 0 ? 'Figures updated.' : ''}
      </Typography>
    </Box>
  );
}
