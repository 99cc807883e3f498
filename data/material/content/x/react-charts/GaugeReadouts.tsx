import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { Gauge, gaugeClasses } from '@mui/x-charts/Gauge';

export default function GaugeReadouts() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 4, justifyContent: 'center' }}>
      <Box sx={{ width: 200, textAlign: 'center' }}>
        <Gauge
          height={160}
          value={68}
          valueMax={128}
          startAngle={-110}
          endAngle={110}
          innerRadius="75%"
          cornerRadius="50%"
          text={({ value, valueMax }) => `${value} / ${valueMax} GB`}
          aria-label="Storage used"
          aria-valuetext="68 of 128 gigabytes"
          sx={{ [`& .${gaugeClasses.valueText}`]: { fontSize: 18, fontWeight: 500 } }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Storage used
        </Typography>
      </Box>
      <Box sx={{ width: 200, textAlign: 'center' }}>
        <Gauge
          height={160}
          value={82}
          text={({ value }) => `${value}%`}
          aria-label="Battery charge"
          aria-valuetext="82 percent"
          // A theme colour as a CSS variable, so it follows light and dark mode.
          sx={(theme) => ({
            [`& .${gaugeClasses.valueText}`]: { fontSize: 28 },
            [`& .${gaugeClasses.valueArc}`]: { fill: (theme.vars ?? theme).palette.success.main },
          })}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Battery charge
        </Typography>
      </Box>
    </Box>
  );
}
