import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import HomeIcon from '@mui/icons-material/Home';
import HomeOutlinedIcon from '@mui/icons-material/HomeOutlined';
import HomeRoundedIcon from '@mui/icons-material/HomeRounded';
import HomeTwoToneIcon from '@mui/icons-material/HomeTwoTone';
import HomeSharpIcon from '@mui/icons-material/HomeSharp';
import NotificationsIcon from '@mui/icons-material/Notifications';
import NotificationsOutlinedIcon from '@mui/icons-material/NotificationsOutlined';
import NotificationsRoundedIcon from '@mui/icons-material/NotificationsRounded';
import NotificationsTwoToneIcon from '@mui/icons-material/NotificationsTwoTone';
import NotificationsSharpIcon from '@mui/icons-material/NotificationsSharp';
import DeleteIcon from '@mui/icons-material/Delete';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import DeleteRoundedIcon from '@mui/icons-material/DeleteRounded';
import DeleteTwoToneIcon from '@mui/icons-material/DeleteTwoTone';
import DeleteSharpIcon from '@mui/icons-material/DeleteSharp';

// The same three icons in each theme: Home, HomeOutlined, HomeRounded, HomeTwoTone, HomeSharp…
const themes = [
  { name: 'Filled', icons: [HomeIcon, NotificationsIcon, DeleteIcon] },
  { name: 'Outlined', icons: [HomeOutlinedIcon, NotificationsOutlinedIcon, DeleteOutlinedIcon] },
  { name: 'Rounded', icons: [HomeRoundedIcon, NotificationsRoundedIcon, DeleteRoundedIcon] },
  { name: 'Two tone', icons: [HomeTwoToneIcon, NotificationsTwoToneIcon, DeleteTwoToneIcon] },
  { name: 'Sharp', icons: [HomeSharpIcon, NotificationsSharpIcon, DeleteSharpIcon] },
];

export default function MaterialIconThemes() {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(5, minmax(0, 1fr))', gap: 1, maxWidth: 520, mx: 'auto', textAlign: 'center' }}>
      {themes.map((theme) => (
        <Box key={theme.name} sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
          <Typography variant="caption" component="p" sx={{ fontWeight: 500 }}>
            {theme.name}
          </Typography>
          {theme.icons.map((Icon, index) => (
            <Icon key={index} />
          ))}
        </Box>
      ))}
    </Box>
  );
}
