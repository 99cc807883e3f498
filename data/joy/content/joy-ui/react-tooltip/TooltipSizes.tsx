import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Tooltip from '@mui/joy/Tooltip';

const sizes = ['sm', 'md', 'lg'] as const;

export default function TooltipSizes() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      {sizes.map((size) => (
        <Tooltip key={size} title="Saved to your drafts" size={size} describeChild>
          <Button variant="outlined" color="neutral">
            size=&quot;{size}&quot;
          </Button>
        </Tooltip>
      ))}
    </Box>
  );
}
