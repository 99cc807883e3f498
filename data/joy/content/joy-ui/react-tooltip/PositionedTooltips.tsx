import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Tooltip, { type TooltipProps } from '@mui/joy/Tooltip';

type Placement = NonNullable<TooltipProps['placement']>;

function PlacementButton({ placement }: { placement: Placement }) {
  return (
    <Tooltip title={`Placed ${placement}`} placement={placement} arrow describeChild>
      <Button size="sm" variant="outlined" color="neutral" sx={{ width: '100%', fontSize: 'xs', px: 0.5 }}>
        {placement}
      </Button>
    </Tooltip>
  );
}

// A 5 × 5 grid: the buttons sit on the side of the grid their tooltip opens towards.
const cells: [Placement, string][] = [
  ['top-start', '1 / 2'],
  ['top', '1 / 3'],
  ['top-end', '1 / 4'],
  ['left-start', '2 / 1'],
  ['left', '3 / 1'],
  ['left-end', '4 / 1'],
  ['right-start', '2 / 5'],
  ['right', '3 / 5'],
  ['right-end', '4 / 5'],
  ['bottom-start', '5 / 2'],
  ['bottom', '5 / 3'],
  ['bottom-end', '5 / 4'],
];

export default function PositionedTooltips() {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(5, minmax(0, 96px))',
        gap: 1,
        justifyContent: 'center',
        py: 4,
      }}
    >
      {cells.map(([placement, area]) => {
        const [row, column] = area.split(' / ');
        return (
          <Box key={placement} sx={{ gridRow: row, gridColumn: column }}>
            <PlacementButton placement={placement} />
          </Box>
        );
      })}
    </Box>
  );
}
