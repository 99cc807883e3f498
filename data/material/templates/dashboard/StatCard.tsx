import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Sparkline from './Sparkline';
import type { Stat } from './data';

export default function StatCard({ stat }: { stat: Stat }) {
  // The chip's colour says whether the change is good news, the arrow which way it went.
  const color = stat.positive ? 'success' : 'error';
  return (
    <Card component="article" aria-labelledby={`stat-${stat.id}`} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'grid', gap: 1, p: { xs: 1.5, sm: 2 } }}>
        <Typography id={`stat-${stat.id}`} component="h2" variant="body2" sx={{ color: 'text.secondary', fontWeight: 600 }}>
          {stat.label}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
          <Typography sx={{ fontSize: { xs: '1.375rem', sm: '1.75rem' }, fontWeight: 700, lineHeight: 1.2 }}>{stat.value}</Typography>
          <Chip
            size="small"
            variant="outlined"
            color={color}
            icon={stat.direction === 'up' ? <TrendingUpIcon /> : <TrendingDownIcon />}
            label={stat.change}
          />
        </Box>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          vs. previous 28 days
        </Typography>
        <Sparkline values={stat.trend} color={`${color}.main`} />
      </CardContent>
    </Card>
  );
}
