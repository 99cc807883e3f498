import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Avatar from '@mui/material/Avatar';
import Paper from '@mui/material/Paper';
import FolderIcon from '@mui/icons-material/Folder';
import DescriptionIcon from '@mui/icons-material/Description';
import ImageIcon from '@mui/icons-material/Image';

const items = [
  { name: 'Invoices 2024', modified: 'Edited 3 days ago', icon: <FolderIcon /> },
  { name: 'Brand photography', modified: 'Edited 12 Mar', icon: <ImageIcon /> },
  { name: 'Board meeting notes', modified: 'Edited 28 Feb', icon: <DescriptionIcon /> },
];

export default function FolderList() {
  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 360 }}>
      <List aria-label="Recent files">
        {items.map((item) => (
          <ListItem key={item.name}>
            <ListItemAvatar>
              <Avatar>{item.icon}</Avatar>
            </ListItemAvatar>
            <ListItemText primary={item.name} secondary={item.modified} />
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
