import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';

export default function DisabledButtonTooltip() {
  return (
    <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {/* The span receives the pointer events that the disabled button ignores. */}
      <Tooltip title="Add at least one item to check out">
        <span style={{ cursor: 'not-allowed' }}>
          <Button variant="contained" disabled>
            Check out
          </Button>
        </span>
      </Tooltip>
      <Button
        variant="outlined"
        disabled
        sx={{
          // Restores pointer events so the cursor shows; safe here because a disabled <button> cannot be clicked.
          '&.Mui-disabled': { pointerEvents: 'auto', cursor: 'not-allowed' },
        }}
      >
        Export report
      </Button>
    </Stack>
  );
}
