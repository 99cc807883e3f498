import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import EventIcon from '@mui/icons-material/Event';
import PlaceIcon from '@mui/icons-material/Place';
import WifiIcon from '@mui/icons-material/Wifi';

// Each icon repeats what the text beside it says: it stays hidden from screen readers (aria-hidden, the default).
export default function DecorativeIcons() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <List dense disablePadding>
        <ListItem>
          <ListItemIcon>
            <EventIcon />
          </ListItemIcon>
          <ListItemText primary="Thursday, 14 March, 18:30" />
        </ListItem>
        <ListItem>
          <ListItemIcon>
            <PlaceIcon />
          </ListItemIcon>
          <ListItemText primary="Harbour Hall, Pier 4" />
        </ListItem>
      </List>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        <Chip icon={<WifiIcon />} label="Free Wi-Fi" />
        <Button variant="outlined" startIcon={<DownloadIcon />}>
          Download the programme
        </Button>
      </Stack>
    </Stack>
  );
}
