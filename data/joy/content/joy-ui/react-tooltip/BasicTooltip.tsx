import Box from '@mui/joy/Box';
import IconButton from '@mui/joy/IconButton';
import Tooltip from '@mui/joy/Tooltip';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import SnoozeOutlined from '@mui/icons-material/SnoozeOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';

const actions = [
  { label: 'Reply', icon: <ReplyOutlined /> },
  { label: 'Archive', icon: <ArchiveOutlined /> },
  { label: 'Snooze until tomorrow', icon: <SnoozeOutlined /> },
  { label: 'Delete', icon: <DeleteOutline /> },
];

export default function BasicTooltip() {
  return (
    <Box role="toolbar" aria-label="Message actions" sx={{ display: 'flex', gap: 1 }}>
      {actions.map((action) => (
        // With a text title, the tooltip also becomes the button's accessible name.
        <Tooltip key={action.label} title={action.label}>
          <IconButton variant="outlined" color="neutral">
            {action.icon}
          </IconButton>
        </Tooltip>
      ))}
    </Box>
  );
}
