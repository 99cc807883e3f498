import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ContentCutIcon from '@mui/icons-material/ContentCut';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import ContentPasteIcon from '@mui/icons-material/ContentPaste';
import FindReplaceIcon from '@mui/icons-material/FindReplace';

const shortcuts = [
  { label: 'Cut', keys: 'Ctrl+X', icon: <ContentCutIcon fontSize="small" /> },
  { label: 'Copy', keys: 'Ctrl+C', icon: <ContentCopyIcon fontSize="small" /> },
  { label: 'Paste', keys: 'Ctrl+V', icon: <ContentPasteIcon fontSize="small" /> },
];

export default function IconMenuList() {
  return (
    <Paper sx={{ width: 280, maxWidth: '100%' }}>
      <MenuList aria-label="Edit">
        {shortcuts.map((item) => (
          <MenuItem key={item.label}>
            <ListItemIcon>{item.icon}</ListItemIcon>
            <ListItemText>{item.label}</ListItemText>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {item.keys}
            </Typography>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem>
          <ListItemIcon>
            <FindReplaceIcon fontSize="small" />
          </ListItemIcon>
          <ListItemText>Find and replace</ListItemText>
        </MenuItem>
      </MenuList>
    </Paper>
  );
}
