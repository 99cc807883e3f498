import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Chip from '@mui/joy/Chip';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Typography from '@mui/joy/Typography';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import CreateRoundedIcon from '@mui/icons-material/CreateRounded';
import DeleteOutlineRoundedIcon from '@mui/icons-material/DeleteOutlineRounded';
import DraftsOutlinedIcon from '@mui/icons-material/DraftsOutlined';
import InboxRoundedIcon from '@mui/icons-material/InboxRounded';
import LabelRoundedIcon from '@mui/icons-material/LabelRounded';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import StarBorderRoundedIcon from '@mui/icons-material/StarBorderRounded';
import { LABELS, type ViewId } from './data';
import { visuallyHidden } from './visuallyHidden';

export const FOLDERS: { id: ViewId; name: string; icon: React.ReactNode }[] = [
  { id: 'inbox', name: 'Inbox', icon: <InboxRoundedIcon /> },
  { id: 'starred', name: 'Starred', icon: <StarBorderRoundedIcon /> },
  { id: 'sent', name: 'Sent', icon: <SendOutlinedIcon /> },
  { id: 'drafts', name: 'Drafts', icon: <DraftsOutlinedIcon /> },
  { id: 'archive', name: 'Archive', icon: <ArchiveOutlinedIcon /> },
  { id: 'trash', name: 'Trash', icon: <DeleteOutlineRoundedIcon /> },
];

interface SidebarProps {
  view: ViewId;
  /** Unread messages per folder and label; drafts count every draft. */
  counts: Partial<Record<ViewId, number>>;
  onSelect: (view: ViewId) => void;
  onCompose: () => void;
}

const listSx = { '--List-gap': '2px', '--ListItem-radius': '8px', '--ListItem-minHeight': '38px' };

/** Compose, the folders and the labels: beside the list on wide screens, in a drawer on small ones. */
export default function Sidebar({ view, counts, onSelect, onCompose }: SidebarProps) {
  const labelsId = React.useId();
  const item = (id: ViewId, name: string, icon: React.ReactNode) => {
    const count = counts[id] ?? 0;
    const selected = view === id;
    return (
      <ListItem key={id}>
        <ListItemButton
          color={selected ? 'primary' : 'neutral'}
          variant={selected ? 'soft' : 'plain'}
          aria-current={selected ? 'page' : undefined}
          onClick={() => onSelect(id)}
        >
          <ListItemDecorator>{icon}</ListItemDecorator>
          <ListItemContent>{name}</ListItemContent>
          {count > 0 ? (
            <Chip size="sm" variant={selected ? 'solid' : 'soft'} color={selected ? 'primary' : 'neutral'}>
              {count}
              <Box component="span" sx={visuallyHidden}>
                {id === 'drafts' ? (count === 1 ? ' draft' : ' drafts') : ' unread'}
              </Box>
            </Chip>
          ) : null}
        </ListItemButton>
      </ListItem>
    );
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 2 }}>
      <Button size="lg" startDecorator={<CreateRoundedIcon />} aria-haspopup="dialog" onClick={onCompose} sx={{ alignSelf: 'stretch' }}>
        Compose
      </Button>
      <Box component="nav" aria-label="Mailboxes">
        <List size="sm" sx={listSx}>
          {FOLDERS.map(({ id, name, icon }) => item(id, name, icon))}
        </List>
        <Typography
          id={labelsId}
          level="body-xs"
          sx={{ mt: 3, mb: 1, px: 1.5, fontWeight: 'lg', letterSpacing: '0.08em', textTransform: 'uppercase' }}
        >
          Labels
        </Typography>
        <List size="sm" aria-labelledby={labelsId} sx={listSx}>
          {LABELS.map(({ id, name, color }) => item(`label:${id}`, name, <LabelRoundedIcon sx={{ color: `${color}.solidBg` }} />))}
        </List>
      </Box>
    </Box>
  );
}
