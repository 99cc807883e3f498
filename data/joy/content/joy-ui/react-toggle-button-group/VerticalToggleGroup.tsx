import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import ToggleButtonGroup from '@mui/joy/ToggleButtonGroup';
import Typography from '@mui/joy/Typography';
import InboxRounded from '@mui/icons-material/InboxRounded';
import StarRounded from '@mui/icons-material/StarRounded';
import SendRounded from '@mui/icons-material/SendRounded';
import DeleteRounded from '@mui/icons-material/DeleteRounded';

const folders = [
  { value: 'inbox', label: 'Inbox', icon: <InboxRounded />, count: 12 },
  { value: 'starred', label: 'Starred', icon: <StarRounded />, count: 3 },
  { value: 'sent', label: 'Sent', icon: <SendRounded />, count: 48 },
  { value: 'trash', label: 'Trash', icon: <DeleteRounded />, count: 0 },
];

export default function VerticalToggleGroup() {
  const [folder, setFolder] = React.useState<string | null>('inbox');
  const current = folders.find((item) => item.value === folder);

  return (
    <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap', alignItems: 'flex-start' }}>
      <ToggleButtonGroup
        orientation="vertical"
        aria-label="Mail folder"
        value={folder}
        onChange={(event, value) => value && setFolder(value)}
        sx={{ width: 180 }}
      >
        {folders.map((item) => (
          <Button key={item.value} value={item.value} startDecorator={item.icon} sx={{ justifyContent: 'flex-start' }}>
            {item.label}
          </Button>
        ))}
      </ToggleButtonGroup>
      <Typography level="body-md" role="status" sx={{ pt: 1 }}>
        {current?.label}: {current?.count === 0 ? 'no messages' : `${current?.count} messages`}
      </Typography>
    </Box>
  );
}
