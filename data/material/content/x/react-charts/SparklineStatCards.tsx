import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useColorScheme, useTheme } from '@mui/material/styles';
import { SparkLineChart } from '@mui/x-charts/SparkLineChart';

// The last 14 days of a small online shop.
const stats = [
  {
    title: 'Newsletter sign-ups',
    total: '1,284',
    change: '+18% vs the previous 14 days',
    trend: 'up' as const,
    data: [62, 70, 68, 75, 81, 79, 88, 92, 90, 97, 101, 96, 104, 111],
    plotType: 'line' as const,
  },
  {
    title: 'Orders',
    total: '342',
    change: '+4% vs the previous 14 days',
    trend: 'up' as const,
    data: [21, 24, 19, 26, 28, 22, 20, 23, 27, 25, 29, 24, 26, 28],
    plotType: 'bar' as const,
  },
  {
    title: 'Refund requests',
    total: '23',
    change: '−9% vs the previous 14 days',
    trend: 'down' as const,
    data: [3, 2, 2, 1, 3, 2, 1, 2, 1, 2, 1, 1, 2, 0],
    plotType: 'line' as const,
  },
];

export default function SparklineStatCards() {
  const theme = useTheme();
  // With CSS theme variables, theme.palette keeps the light values; each scheme has its own palette.
  const { colorScheme = 'light' } = useColorScheme();
  const palette = theme.colorSchemes[colorScheme]?.palette ?? theme.palette;

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
      }}
    >
      {stats.map((stat) => (
        <Paper key={stat.title} variant="outlined" sx={{ p: 2 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {stat.title}
          </Typography>
          <Typography variant="h5" component="p">
            {stat.total}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {stat.change}
          </Typography>
          <Box role="img" aria-label={`${stat.title} per day over 14 days: ${stat.data.join(', ')}.`} sx={{ mt: 1 }}>
            <SparkLineChart
              height={56}
              data={stat.data}
              plotType={stat.plotType}
              area={stat.trend === 'down'}
              curve="monotoneX"
              showTooltip
              showHighlight
              colors={[stat.trend === 'up' ? palette.success.main : palette.info.main]}
              // Lines span the data's own range; bars keep zero as their base.
              yAxis={stat.plotType === 'line' ? { min: Math.min(...stat.data), max: Math.max(...stat.data) } : { min: 0 }}
              xAxis={{
                scaleType: 'band',
                data: stat.data.map((_, index) => `Day ${index + 1}`),
              }}
            />
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
