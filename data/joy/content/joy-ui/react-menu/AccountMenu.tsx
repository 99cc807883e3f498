import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import ListDivider from '@mui/joy/ListDivider';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import Typography from '@mui/joy/Typography';
import HelpOutlineRounded from '@mui/icons-material/HelpOutlineRounded';
import LogoutRounded from '@mui/icons-material/LogoutRounded';
import PersonOutlineRounded from '@mui/icons-material/PersonOutlineRounded';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';

export default function AccountMenu() {
  return (
    <Dropdown>
      <MenuButton
        slots={{ root: IconButton }}
        slotProps={{ root: { variant: 'plain', color: 'neutral', sx: { borderRadius: '50%', p: 0 } } }}
        aria-label="PR, account menu of Priya Raman"
      >
        {/* The label starts with the visible initials, so voice control users can say what they see. */}
        <Avatar size="sm" color="primary" variant="soft">
          PR
        </Avatar>
      </MenuButton>
      <Menu placement="bottom-end" sx={{ minWidth: 240 }}>
        {/* Not a menu item: information about the account, skipped by the arrow keys. */}
        <Box role="none" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, px: 1.5, py: 1 }}>
          <Avatar color="primary" variant="soft">
            PR
          </Avatar>
          <div>
            <Typography level="title-sm">Priya Raman</Typography>
            <Typography level="body-xs">priya@northwind.example</Typography>
          </div>
        </Box>
        <ListDivider />
        <MenuItem>
          <ListItemDecorator>
            <PersonOutlineRounded />
          </ListItemDecorator>
          Profile
        </MenuItem>
        <MenuItem>
          <ListItemDecorator>
            <SettingsOutlined />
          </ListItemDecorator>
          Settings
        </MenuItem>
        <MenuItem>
          <ListItemDecorator>
            <HelpOutlineRounded />
          </ListItemDecorator>
          Help centre
        </MenuItem>
        <ListDivider />
        <MenuItem color="danger">
          <ListItemDecorator sx={{ color: 'inherit' }}>
            <LogoutRounded />
          </ListItemDecorator>
          Sign out
        </MenuItem>
      </Menu>
    </Dropdown>
  );
}
