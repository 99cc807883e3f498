import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

export default function FollowCursorTooltip() {
  return (
    <Tooltip title="Reserved for the loading dock: no parking" followCursor describeChild>
      <Box
        sx={{
          maxWidth: 360,
          height: 140,
          mx: 'auto',
          display: 'grid',
          placeItems: 'center',
          borderRadius: 2,
          border: '2px dashed',
          borderColor: 'warning.main',
          bgcolor: 'action.hover',
        }}
      >
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Zone C · loading dock
        </Typography>
      </Box>
    </Tooltip>
  );
}
