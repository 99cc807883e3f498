import Box from '@mui/joy/Box';
import Dropdown from '@mui/joy/Dropdown';
import IconButton from '@mui/joy/IconButton';
import Menu from '@mui/joy/Menu';
import MenuButton from '@mui/joy/MenuButton';
import MenuItem from '@mui/joy/MenuItem';
import AppsRounded from '@mui/icons-material/AppsRounded';
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import ChatBubbleOutlineRounded from '@mui/icons-material/ChatBubbleOutlineRounded';
import FolderOpenOutlined from '@mui/icons-material/FolderOpenOutlined';
import MailOutlineRounded from '@mui/icons-material/MailOutlineRounded';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import TaskAltRounded from '@mui/icons-material/TaskAltRounded';

const apps = [
  { name: 'Mail', icon: <MailOutlineRounded />, color: 'primary' },
  { name: 'Calendar', icon: <CalendarMonthOutlined />, color: 'danger' },
  { name: 'Files', icon: <FolderOpenOutlined />, color: 'warning' },
  { name: 'Chat', icon: <ChatBubbleOutlineRounded />, color: 'success' },
  { name: 'Photos', icon: <PhotoLibraryOutlined />, color: 'primary' },
  { name: 'Tasks', icon: <TaskAltRounded />, color: 'neutral' },
] as const;

export default function AppsMenu() {
  return (
    <Dropdown>
      <MenuButton slots={{ root: IconButton }} slotProps={{ root: { variant: 'outlined', color: 'neutral' } }} aria-label="Switch app">
        <AppsRounded />
      </MenuButton>
      <Menu
        placement="bottom-start"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'repeat(3, 88px)',
          gap: 0.5,
          p: 1,
        }}
      >
        {apps.map((app) => (
          <MenuItem
            key={app.name}
            sx={{
              flexDirection: 'column',
              gap: 0.5,
              py: 1.25,
              justifyContent: 'center',
              fontSize: 'sm',
              borderRadius: 'sm',
            }}
          >
            <Box
              sx={{
                display: 'grid',
                placeItems: 'center',
                width: 40,
                height: 40,
                borderRadius: '50%',
                bgcolor: `${app.color}.softBg`,
                color: `${app.color}.softColor`,
              }}
            >
              {app.icon}
            </Box>
            {app.name}
          </MenuItem>
        ))}
      </Menu>
    </Dropdown>
  );
}
