import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import PhoneIcon from '@mui/icons-material/Phone';
import EmailIcon from '@mui/icons-material/Email';
import PlaceIcon from '@mui/icons-material/Place';

export default function BasicList() {
  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 360 }}>
      <List aria-label="Clinic contact details">
        <ListItem>
          <ListItemIcon>
            <PhoneIcon />
          </ListItemIcon>
          <ListItemText primary="+1 555 0142" secondary="Reception" />
        </ListItem>
        <ListItem>
          <ListItemIcon>
            <EmailIcon />
          </ListItemIcon>
          <ListItemText primary="desk@northgate-clinic.example" secondary="Email" />
        </ListItem>
        <ListItem>
          <ListItemIcon>
            <PlaceIcon />
          </ListItemIcon>
          <ListItemText primary="14 Harbour Street, Unit 3" secondary="Address" />
        </ListItem>
      </List>
      <Divider />
      <List aria-label="Opening hours">
        <ListItem>
          <ListItemText primary="Monday to Friday" secondary="8:00–18:00" />
        </ListItem>
        <ListItem>
          <ListItemText primary="Saturday" secondary="9:00–13:00" />
        </ListItem>
      </List>
    </Paper>
  );
}
