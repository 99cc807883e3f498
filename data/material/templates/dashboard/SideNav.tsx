import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import ShowChartIcon from '@mui/icons-material/ShowChart';
import DonutLargeOutlinedIcon from '@mui/icons-material/DonutLargeOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import TaskAltOutlinedIcon from '@mui/icons-material/TaskAltOutlined';
import Logo from './Logo';

export const DRAWER_WIDTH = 240;

/** The page's sections; the links jump to them (each section has `scroll-margin-top` for the sticky bar). */
export const SECTIONS = [
  { id: 'overview', label: 'Overview', icon: <DashboardOutlinedIcon /> },
  { id: 'sales', label: 'Sales', icon: <ShowChartIcon /> },
  { id: 'channels', label: 'Channels', icon: <DonutLargeOutlinedIcon /> },
  { id: 'orders', label: 'Orders', icon: <ReceiptLongOutlinedIcon /> },
  { id: 'tasks', label: 'Tasks', icon: <TaskAltOutlinedIcon /> },
];

interface NavContentProps {
  active: string;
  onNavigate: (id: string) => void;
}

function NavContent({ active, onNavigate }: NavContentProps) {
  return (
    <Box component="nav" aria-label="Dashboard sections" sx={{ px: 1.5, py: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, px: 1, mb: 3 }}>
        <Logo />
        <Typography component="span" sx={{ fontWeight: 700, fontSize: '1rem', whiteSpace: 'nowrap' }}>
          Tidewater Supply
        </Typography>
      </Box>
      <List disablePadding sx={{ display: 'grid', gap: 0.5 }}>
        {SECTIONS.map((section) => {
          const selected = section.id === active;
          return (
            <ListItem key={section.id} disablePadding>
              <ListItemButton
                component="a"
                href={`#${section.id}`}
                selected={selected}
                aria-current={selected ? 'location' : undefined}
                onClick={() => onNavigate(section.id)}
                sx={{ borderRadius: 2 }}
              >
                <ListItemIcon sx={{ minWidth: 36, color: selected ? 'primary.main' : 'text.secondary' }}>{section.icon}</ListItemIcon>
                <ListItemText primary={section.label} slotProps={{ primary: { sx: { fontWeight: selected ? 600 : 500 } } }} />
              </ListItemButton>
            </ListItem>
          );
        })}
      </List>
    </Box>
  );
}

interface SideNavProps extends NavContentProps {
  mobileOpen: boolean;
  onMobileClose: () => void;
}

/**
 * A temporary drawer on phones and tablets; from `md` up the same links sit in a column of the
 * layout that sticks to the viewport (not a fixed drawer, so it stays below anything drawn above
 * the page).
 */
export default function SideNav({ active, onNavigate, mobileOpen, onMobileClose }: SideNavProps) {
  return (
    <>
      <Drawer
        variant="temporary"
        open={mobileOpen}
        onClose={onMobileClose}
        ModalProps={{ keepMounted: true }}
        sx={{ display: { xs: 'block', md: 'none' }, '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
      >
        <NavContent
          active={active}
          onNavigate={(id) => {
            onNavigate(id);
            onMobileClose();
          }}
        />
      </Drawer>
      <Box
        sx={{
          display: { xs: 'none', md: 'block' },
          width: DRAWER_WIDTH,
          flexShrink: 0,
          position: 'sticky',
          top: 0,
          alignSelf: 'flex-start',
          height: '100vh',
          overflowY: 'auto',
          bgcolor: 'background.paper',
          borderRight: 1,
          borderColor: 'divider',
        }}
      >
        <NavContent active={active} onNavigate={onNavigate} />
      </Box>
    </>
  );
}
