import * as React from 'react';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';

export default function VirtualElementTooltip() {
  const barRef = React.useRef<HTMLDivElement>(null);
  const pointerX = React.useRef(0);
  const popper = React.useRef<{ update: () => void } | null>(null);
  const [hue, setHue] = React.useState<number | null>(null);

  // Not a DOM node: a rectangle of no size at the pointer's x, on the top edge of the bar.
  const anchor = React.useMemo(
    () => ({
      getBoundingClientRect: () => {
        const bar = barRef.current!.getBoundingClientRect();
        return new DOMRect(pointerX.current, bar.top, 0, 0);
      },
    }),
    [],
  );

  const handlePointerMove = (event: React.PointerEvent<HTMLDivElement>) => {
    const bar = event.currentTarget.getBoundingClientRect();
    const x = Math.min(Math.max(event.clientX, bar.left), bar.right);
    pointerX.current = x;
    setHue(Math.round(((x - bar.left) / bar.width) * 360));
    popper.current?.update();
  };

  return (
    <Box sx={{ maxWidth: 400, mx: 'auto' }}>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 5 }}>
        Move the pointer along the spectrum.
      </Typography>
      <Tooltip
        title={hue === null ? '' : `Hue ${hue}°`}
        open={hue !== null}
        placement="top"
        arrow
        slotProps={{
          popper: {
            anchorEl: anchor,
            popperRef: (instance) => {
              popper.current = instance;
            },
          },
        }}
      >
        <Box
          ref={barRef}
          role="img"
          aria-label="Hue spectrum, from 0 to 360 degrees"
          onPointerMove={handlePointerMove}
          onPointerLeave={() => setHue(null)}
          sx={{
            height: 48,
            borderRadius: 1,
            touchAction: 'none',
            background: 'linear-gradient(90deg, #f00 0%, #ff0 17%, #0f0 33%, #0ff 50%, #00f 67%, #f0f 83%, #f00 100%)',
          }}
        />
      </Tooltip>
    </Box>
  );
}
