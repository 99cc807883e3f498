import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Tooltip from '@mui/joy/Tooltip';
import Typography from '@mui/joy/Typography';

export default function DisabledElementTooltip() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, alignItems: 'flex-start' }}>
      <Tooltip title="Add at least one item to your basket first" describeChild>
        {/* A disabled button fires no events, so the wrapper receives them; tabIndex lets keyboard users reach it. */}
        <Box
          component="span"
          tabIndex={0}
          sx={{
            display: 'inline-flex',
            cursor: 'not-allowed',
            borderRadius: 'sm',
            '&:focus-visible': { outline: '2px solid', outlineColor: 'focusVisible', outlineOffset: 2 },
          }}
        >
          <Button disabled>Go to checkout</Button>
        </Box>
      </Tooltip>
      <Typography level="body-sm">Your basket is empty.</Typography>
    </Box>
  );
}
