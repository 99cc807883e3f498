import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import EditIcon from '@mui/icons-material/Edit';

export default function AccessibleTooltips() {
  return (
    <Stack direction="row" spacing={3} useFlexGap sx={{ justifyContent: 'center', alignItems: 'center', flexWrap: 'wrap' }}>
      {/* The title names the button: aria-label="Rename file". */}
      <Tooltip title="Rename file">
        <IconButton>
          <EditIcon />
        </IconButton>
      </Tooltip>
      {/* The button keeps its own name; the title describes it through aria-describedby. */}
      <Tooltip title="Moves the file to the trash. You can restore it for 30 days." describeChild>
        <Button variant="outlined" color="error">
          Delete
        </Button>
      </Tooltip>
    </Stack>
  );
}
