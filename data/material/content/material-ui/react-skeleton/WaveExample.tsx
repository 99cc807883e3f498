import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

const places = [
  { name: 'Lakeside cabin', detail: '2 guests · from €94 a night', hue: 200 },
  { name: 'Old town loft', detail: '4 guests · from €128 a night', hue: 25 },
  { name: 'Vineyard cottage', detail: '3 guests · from €110 a night', hue: 95 },
];

export default function WaveExample() {
  const [loading, setLoading] = React.useState(true);
  const timer = React.useRef<ReturnType<typeof setTimeout>>(undefined);

  const load = React.useCallback(() => {
    setLoading(true);
    clearTimeout(timer.current);
    // Stands in for a network request.
    timer.current = setTimeout(() => setLoading(false), 1800);
  }, []);

  React.useEffect(() => {
    timer.current = setTimeout(() => setLoading(false), 1800);
    return () => clearTimeout(timer.current);
  }, []);

  return (
    <Box sx={{ width: '100%' }}>
      <Button variant="outlined" onClick={load} disabled={loading} sx={{ mb: 2 }}>
        Reload stays
      </Button>
      <Stack direction="row" spacing={2} useFlexGap aria-busy={loading} sx={{ flexWrap: 'wrap' }}>
        {places.map((place) => (
          <Card key={place.name} variant="outlined" sx={{ width: { xs: '100%', sm: 200 } }}>
            {loading ? (
              <Skeleton variant="rectangular" animation="wave" height={110} />
            ) : (
              <Box
                role="img"
                aria-label={`Photo placeholder for ${place.name}`}
                sx={{
                  height: 110,
                  background: `linear-gradient(135deg, hsl(${place.hue} 60% 55%), hsl(${place.hue + 40} 55% 35%))`,
                }}
              />
            )}
            <CardContent>
              {loading ? (
                <React.Fragment>
                  <Skeleton animation="wave" width="75%" />
                  <Skeleton animation="wave" width="55%" />
                </React.Fragment>
              ) : (
                <React.Fragment>
                  <Typography variant="subtitle2" component="h3">
                    {place.name}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {place.detail}
                  </Typography>
                </React.Fragment>
              )}
            </CardContent>
          </Card>
        ))}
      </Stack>
    </Box>
  );
}
