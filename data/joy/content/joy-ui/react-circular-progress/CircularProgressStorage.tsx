import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Card from '@mui/joy/Card';
import CardContent from '@mui/joy/CardContent';
import CircularProgress from '@mui/joy/CircularProgress';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Typography from '@mui/joy/Typography';

const CAPACITY = 64;
const initial = [
  { name: 'Photos and videos', size: 31.4 },
  { name: 'Apps', size: 12.2 },
  { name: 'Offline maps', size: 6.8 },
  { name: 'Cache', size: 4.1 },
];

export default function CircularProgressStorage() {
  const [items, setItems] = React.useState(initial);
  const used = items.reduce((sum, item) => sum + item.size, 0);
  const percent = (used / CAPACITY) * 100;
  const cache = items.find((item) => item.name === 'Cache');

  return (
    <Card variant="outlined" sx={{ width: '100%', maxWidth: 420, mx: 'auto' }}>
      <CardContent orientation="horizontal" sx={{ alignItems: 'center', gap: 2.5, flexWrap: 'wrap' }}>
        <CircularProgress
          determinate
          value={percent}
          color={percent > 80 ? 'warning' : 'primary'}
          aria-label="Storage used"
          aria-valuetext={`${used.toFixed(1)} of ${CAPACITY} GB used`}
          sx={{
            '--CircularProgress-size': '96px',
            '--CircularProgress-trackThickness': '8px',
            '--CircularProgress-progressThickness': '8px',
          }}
        >
          <Box sx={{ textAlign: 'center' }}>
            <Typography level="title-lg" component="span" sx={{ display: 'block' }}>
              {Math.round(percent)}%
            </Typography>
            <Typography level="body-xs" component="span">
              used
            </Typography>
          </Box>
        </CircularProgress>
        <Box sx={{ flex: 1, minWidth: 180 }}>
          <Typography level="title-md">Phone storage</Typography>
          <Typography level="body-sm">
            {used.toFixed(1)} GB of {CAPACITY} GB
          </Typography>
          <List size="sm" sx={{ '--ListItem-paddingX': '0px', '--ListItem-minHeight': '1.75rem', mt: 0.5 }}>
            {items.map((item) => (
              <ListItem key={item.name} sx={{ justifyContent: 'space-between' }}>
                <span>{item.name}</span>
                <Typography level="body-sm" component="span">
                  {item.size.toFixed(1)} GB
                </Typography>
              </ListItem>
            ))}
          </List>
        </Box>
      </CardContent>
      <Button
        variant="soft"
        disabled={!cache || cache.size === 0}
        onClick={() => setItems((current) => current.map((item) => (item.name === 'Cache' ? { ...item, size: 0 } : item)))}
      >
        {cache && cache.size > 0 ? `Clear cache (${cache.size.toFixed(1)} GB)` : 'Cache cleared'}
      </Button>
    </Card>
  );
}
