import * as React from 'react';
import Avatar from '@mui/material/Avatar';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import DescriptionIcon from '@mui/icons-material/Description';
import ImageIcon from '@mui/icons-material/Image';
import FolderZipIcon from '@mui/icons-material/FolderZip';
import GroupsIcon from '@mui/icons-material/Groups';

const files = [
  { name: 'Quarterly report.docx', detail: 'Document · 240 KB', icon: <DescriptionIcon />, color: 'primary.main' },
  { name: 'Storefront.png', detail: 'Image · 1.8 MB', icon: <ImageIcon />, color: 'success.dark' },
  { name: 'Assets.zip', detail: 'Archive · 12 MB', icon: <FolderZipIcon />, color: 'warning.dark' },
  { name: 'Design team', detail: 'Shared space · 8 members', icon: <GroupsIcon />, color: 'secondary.main' },
];

export default function IconAvatars() {
  return (
    <List sx={{ width: '100%', maxWidth: 360 }}>
      {files.map((file) => (
        <ListItem key={file.name}>
          <ListItemAvatar>
            <Avatar sx={{ bgcolor: file.color, color: '#fff' }}>{file.icon}</Avatar>
          </ListItemAvatar>
          <ListItemText primary={file.name} secondary={file.detail} />
        </ListItem>
      ))}
    </List>
  );
}
