import Box from '@mui/joy/Box';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';

const months = [
  { month: 'January', kwh: 412 },
  { month: 'February', kwh: 380 },
  { month: 'March', kwh: 305 },
  { month: 'April', kwh: 240 },
  { month: 'May', kwh: 188 },
  { month: 'June', kwh: 162 },
];

export default function FollowCursorTooltip() {
  return (
    <div>
      <Typography id="energy-chart" level="title-sm" sx={{ mb: 1 }}>
        Household energy use, kWh
      </Typography>
      <Box role="list" aria-labelledby="energy-chart" sx={{ display: 'flex', alignItems: 'flex-end', gap: 1, height: 180, maxWidth: 360 }}>
        {months.map((item, index) => {
          const previous = months[index - 1];
          const change = previous ? Math.round(((item.kwh - previous.kwh) / previous.kwh) * 100) : null;
          return (
            <Box
              key={item.month}
              role="listitem"
              sx={{ flex: 1, height: '100%', display: 'flex', flexDirection: 'column', justifyContent: 'flex-end', alignItems: 'stretch' }}
            >
              {/* The value is printed on the bar; the tooltip adds the comparison for pointer users. */}
              <Typography level="body-xs" sx={{ textAlign: 'center' }}>
                {item.kwh}
              </Typography>
              <Tooltip
                title={change === null ? `${item.month}: first month` : `${item.month}: ${change}% vs ${previous.month}`}
                followCursor
                describeChild
              >
                <Box
                  sx={{
                    height: `${(item.kwh / 420) * 140}px`,
                    borderRadius: '4px 4px 0 0',
                    bgcolor: 'primary.solidBg',
                    '&:hover': { bgcolor: 'primary.solidHoverBg' },
                  }}
                />
              </Tooltip>
              <Typography level="body-xs" sx={{ textAlign: 'center' }}>
                <abbr title={item.month} style={{ textDecoration: 'none' }}>
                  {item.month.slice(0, 3)}
                </abbr>
              </Typography>
            </Box>
          );
        })}
      </Box>
    </div>
  );
}
