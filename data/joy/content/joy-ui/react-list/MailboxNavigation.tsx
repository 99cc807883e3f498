import * as React from 'react';
import Box from '@mui/joy/Box';
import Chip from '@mui/joy/Chip';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import ListSubheader from '@mui/joy/ListSubheader';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import ScheduleSendOutlined from '@mui/icons-material/ScheduleSendOutlined';
import DraftsOutlined from '@mui/icons-material/DraftsOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutline';

const folders = [
  { id: 'inbox', label: 'Inbox', icon: <InboxOutlined />, unread: 14 },
  { id: 'scheduled', label: 'Scheduled', icon: <ScheduleSendOutlined />, unread: 0 },
  { id: 'drafts', label: 'Drafts', icon: <DraftsOutlined />, unread: 3 },
  { id: 'sent', label: 'Sent', icon: <SendOutlined />, unread: 0 },
  { id: 'bin', label: 'Bin', icon: <DeleteOutline />, unread: 0 },
];

const labels = [
  { id: 'clients', label: 'Clients', dot: '#0e7490' },
  { id: 'invoices', label: 'Invoices', dot: '#b45309' },
  { id: 'team', label: 'Team', dot: '#7c3aed' },
];

// Read by screen readers, not shown.
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export default function MailboxNavigation() {
  const [current, setCurrent] = React.useState('inbox');

  const item = (id: string, label: string, decorator: React.ReactNode, unread = 0) => {
    const selected = current === id;
    return (
      <ListItem key={id}>
        <ListItemButton
          selected={selected}
          variant={selected ? 'soft' : 'plain'}
          color={selected ? 'primary' : 'neutral'}
          aria-current={selected ? 'page' : undefined}
          onClick={() => setCurrent(id)}
        >
          <ListItemDecorator>{decorator}</ListItemDecorator>
          <ListItemContent>{label}</ListItemContent>
          {unread > 0 && (
            <Chip size="sm" variant={selected ? 'solid' : 'soft'} color={selected ? 'primary' : 'neutral'}>
              {unread}
              <Box component="span" sx={visuallyHidden}>
                {' '}
                unread
              </Box>
            </Chip>
          )}
        </ListItemButton>
      </ListItem>
    );
  };

  return (
    <Box component="nav" aria-label="Mailbox" sx={{ width: 260, maxWidth: '100%' }}>
      <List
        size="sm"
        sx={{
          // Pill-shaped items that reach the right edge, a common mail-app pattern.
          '--ListItem-radius': '0 20px 20px 0',
          '--ListItem-minHeight': '34px',
          '--ListItemDecorator-size': '32px',
          '--List-gap': '2px',
          '--List-padding': '0px',
          '--ListItem-paddingX': '16px',
          pr: 1,
        }}
      >
        {folders.map((folder) => item(folder.id, folder.label, folder.icon, folder.unread))}
        <ListItem nested sx={{ mt: 2 }}>
          <ListSubheader>Labels</ListSubheader>
          <List>
            {labels.map((label) =>
              item(label.id, label.label, <Box component="span" sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: label.dot }} />),
            )}
          </List>
        </ListItem>
      </List>
    </Box>
  );
}
