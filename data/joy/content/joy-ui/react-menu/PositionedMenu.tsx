import Box from '@mui/joy/Box';
import Dropdown from '@mui/joy/Dropdown';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';

const placements = ['bottom-start', 'bottom-end', 'top-start', 'right-start'] as const;

export default function PositionedMenu() {
  return (
    <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', py: 6, justifyContent: 'center' }}>
      {placements.map((placement) => (
        <Dropdown key={placement}>
          <MenuButton variant="soft" color="neutral">
            {placement}
          </MenuButton>
          <Menu placement={placement}>
            <MenuItem>Share</MenuItem>
            <MenuItem>Archive</MenuItem>
          </Menu>
        </Dropdown>
      ))}
    </Box>
  );
}
