import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import IconButton from '@mui/joy/IconButton';
import Tooltip from '@mui/joy/Tooltip';
import Refresh from '@mui/icons-material/Refresh';

export default function DescriptionTooltip() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
      {/* Label: the icon button has no text, so the tooltip's title becomes its name ("Refresh prices"). */}
      <Tooltip title="Refresh prices">
        <IconButton variant="outlined">
          <Refresh />
        </IconButton>
      </Tooltip>
      {/* Description: the button already has a name; describeChild adds the title as extra information. */}
      <Tooltip title="Your team will be notified by email" describeChild>
        <Button>Publish schedule</Button>
      </Tooltip>
    </Box>
  );
}
