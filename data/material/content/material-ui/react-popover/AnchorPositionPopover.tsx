import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';

export default function AnchorPositionPopover() {
  const [position, setPosition] = React.useState<{ top: number; left: number } | null>(null);
  const [spot, setSpot] = React.useState({ x: 50, y: 50 });
  const areaRef = React.useRef<HTMLDivElement>(null);

  const openAt = (clientX: number, clientY: number) => {
    const rect = areaRef.current!.getBoundingClientRect();
    setSpot({
      x: Math.round(((clientX - rect.left) / rect.width) * 100),
      y: Math.round(((clientY - rect.top) / rect.height) * 100),
    });
    setPosition({ top: clientY, left: clientX });
  };

  const openAtCenter = () => {
    const rect = areaRef.current!.getBoundingClientRect();
    openAt(rect.left + rect.width / 2, rect.top + rect.height / 2);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box
        ref={areaRef}
        onClick={(event) => openAt(event.clientX, event.clientY)}
        aria-hidden
        sx={(theme) => ({
          height: 180,
          borderRadius: 1,
          cursor: 'crosshair',
          border: 1,
          borderColor: 'divider',
          backgroundColor: theme.palette.action.hover,
          backgroundImage: `linear-gradient(${theme.palette.divider} 1px, transparent 1px), linear-gradient(90deg, ${theme.palette.divider} 1px, transparent 1px)`,
          backgroundSize: '30px 30px',
        })}
      />
      <Box sx={{ mt: 1, display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          Click anywhere on the floor plan to place a marker.
        </Typography>
        <Button size="small" onClick={openAtCenter}>
          Place at center
        </Button>
      </Box>
      <Popover
        open={position !== null}
        onClose={() => setPosition(null)}
        anchorReference="anchorPosition"
        anchorPosition={position ?? undefined}
        transformOrigin={{ vertical: 'top', horizontal: 'left' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': 'marker-popover-title', sx: { p: 2 } } }}
      >
        <Typography id="marker-popover-title" variant="subtitle2" component="h2">
          New marker
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {spot.x}% across, {spot.y}% down
        </Typography>
        <Button size="small" variant="contained" onClick={() => setPosition(null)}>
          Add desk here
        </Button>
      </Popover>
    </Box>
  );
}
