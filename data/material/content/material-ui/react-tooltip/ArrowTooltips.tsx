import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';

export default function ArrowTooltips() {
  return (
    <Stack direction="row" spacing={3} sx={{ justifyContent: 'center', alignItems: 'center' }}>
      <Tooltip title="Copy invite link" arrow>
        <IconButton>
          <ContentCopyIcon />
        </IconButton>
      </Tooltip>
      <Tooltip title="Sends the report to every member of the team" arrow placement="right" describeChild>
        <Button variant="outlined">Share report</Button>
      </Tooltip>
    </Stack>
  );
}
