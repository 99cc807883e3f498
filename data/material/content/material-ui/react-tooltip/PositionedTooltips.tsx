import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip, { type TooltipProps } from '@mui/material/Tooltip';

type Placement = NonNullable<TooltipProps['placement']>;

// Three columns: the top and bottom placements in the first and last rows, left and right down the sides.
const grid: (Placement | null)[] = [
  'top-start',
  'top',
  'top-end',
  'left-start',
  null,
  'right-start',
  'left',
  null,
  'right',
  'left-end',
  null,
  'right-end',
  'bottom-start',
  'bottom',
  'bottom-end',
];

export default function PositionedTooltips() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1, maxWidth: 420, mx: 'auto' }}>
      {grid.map((placement, index) =>
        placement ? (
          <Tooltip key={placement} title={`Opens at ${placement}`} placement={placement} describeChild>
            <Button
              variant="outlined"
              size="small"
              sx={{ px: 0.5, textTransform: 'none', fontFamily: 'monospace', fontSize: 12, whiteSpace: 'nowrap' }}
            >
              {placement}
            </Button>
          </Tooltip>
        ) : (
          <span key={index} />
        ),
      )}
    </Box>
  );
}
