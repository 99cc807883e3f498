import Box from '@mui/joy/Box';
import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';

export default function MenuSizes() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
      {(['sm', 'md', 'lg'] as const).map((size) => (
        <Dropdown key={size}>
          <MenuButton size={size}>Size {size}</MenuButton>
          <Menu size={size}>
            <MenuItem>Open in new window</MenuItem>
            <MenuItem>Copy link</MenuItem>
            <MenuItem>Rename</MenuItem>
          </Menu>
        </Dropdown>
      ))}
    </Box>
  );
}
