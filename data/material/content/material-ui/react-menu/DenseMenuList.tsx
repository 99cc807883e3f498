import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import MenuList from '@mui/material/MenuList';
import Paper from '@mui/material/Paper';
import CheckIcon from '@mui/icons-material/Check';

const spacingOptions = ['Single', '1.15', '1.5', 'Double'];

export default function DenseMenuList() {
  return (
    <Paper sx={{ width: 260, maxWidth: '100%' }}>
      <MenuList dense aria-label="Line spacing">
        {spacingOptions.map((option) => (
          <MenuItem key={option} selected={option === '1.15'}>
            {option === '1.15' ? (
              <ListItemIcon>
                <CheckIcon fontSize="small" />
              </ListItemIcon>
            ) : null}
            <ListItemText inset={option !== '1.15'}>{option}</ListItemText>
          </MenuItem>
        ))}
        <Divider />
        <MenuItem>
          <ListItemText inset>Add space before paragraph</ListItemText>
        </MenuItem>
        <MenuItem>
          <ListItemText inset>Custom spacing…</ListItemText>
        </MenuItem>
      </MenuList>
    </Paper>
  );
}
