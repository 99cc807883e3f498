import Avatar from '@mui/joy/Avatar';
import Badge, { badgeClasses } from '@mui/joy/Badge';
import Box from '@mui/joy/Box';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import GlobalStyles from '@mui/joy/GlobalStyles';
import { styled } from '@mui/joy/styles';

// The animation's keyframes, declared once with a name unique to this demo.
const pulseKeyframes = {
  '@keyframes live-badge-pulse': {
    from: { boxShadow: 'var(--Badge-ring), 0 0 0 0 rgb(31 122 31 / 0.6)' },
    to: { boxShadow: 'var(--Badge-ring), 0 0 0 8px rgb(31 122 31 / 0)' },
  },
};

// A "live" dot that pulses, for a stream or a meeting in progress (still for reduced motion).
const LiveBadge = styled(Badge)({
  [`& .${badgeClasses.badge}`]: {
    animation: 'live-badge-pulse 1.6s ease-out infinite',
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export default function CustomizedBadges() {
  return (
    <Box sx={{ display: 'flex', gap: 5, flexWrap: 'wrap', alignItems: 'center', pt: 1 }}>
      <GlobalStyles styles={pulseKeyframes} />
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
        <LiveBadge
          color="success"
          size="sm"
          anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
          badgeInset="14%"
          sx={{ '--Badge-paddingX': '0px' }}
        >
          <Avatar aria-hidden>DJ</Avatar>
        </LiveBadge>
        <Box>
          <Typography level="title-sm">Dana Jovanović</Typography>
          <Typography level="body-xs">Live now: Friday Q&amp;A</Typography>
        </Box>
      </Box>
      {/* A square label badge: a smaller radius and wider padding through the CSS variables. */}
      <Badge
        badgeContent="Beta"
        color="warning"
        variant="solid"
        sx={{
          '--Badge-radius': '4px',
          '--Badge-paddingX': '0.375rem',
          [`& .${badgeClasses.badge}`]: { textTransform: 'uppercase', fontSize: '0.625rem', letterSpacing: '0.05em', fontWeight: 'lg' },
        }}
      >
        <Sheet variant="outlined" sx={{ px: 2, py: 1.5, borderRadius: 'sm' }}>
          <Typography level="title-sm">Route planner</Typography>
        </Sheet>
      </Badge>
    </Box>
  );
}
