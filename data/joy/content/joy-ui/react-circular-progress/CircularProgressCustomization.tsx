import Box from '@mui/joy/Box';
import CircularProgress from '@mui/joy/CircularProgress';
import Typography from '@mui/joy/Typography';
import { styled } from '@mui/joy/styles';

// A thin track under a heavy, square-ended arc, in the theme's success palette.
const GoalRing = styled(CircularProgress)(({ theme }) => ({
  '--CircularProgress-size': '88px',
  '--CircularProgress-trackThickness': '3px',
  '--CircularProgress-progressThickness': '10px',
  '--CircularProgress-linecap': 'butt',
  '--CircularProgress-trackColor': theme.vars.palette.neutral.outlinedBorder,
  '--CircularProgress-progressColor': theme.vars.palette.success[500],
}));

export default function CircularProgressCustomization() {
  return (
    <Box sx={{ display: 'flex', gap: 5, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'center' }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
        <GoalRing determinate value={72} aria-label="Daily steps, 72% of goal">
          <Typography level="title-sm" component="span">
            7,200
          </Typography>
        </GoalRing>
        <Typography level="body-xs">styled() with CSS variables</Typography>
      </Box>
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
        <CircularProgress
          determinate
          value={40}
          variant="plain"
          color="warning"
          aria-label="Battery, 40%"
          sx={(theme) => ({
            '--CircularProgress-size': '72px',
            '--CircularProgress-thickness': '14px',
            '--CircularProgress-linecap': 'butt',
            '--CircularProgress-trackColor': theme.vars.palette.warning.softBg,
          })}
        />
        <Typography level="body-xs">sx: a thick ring</Typography>
      </Box>
    </Box>
  );
}
