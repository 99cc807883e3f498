import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import StarIcon from '@mui/icons-material/Star';

const playlists = [
  { name: 'Morning focus', starred: true },
  { name: 'Road trip 2024', starred: false },
  { name: 'Rainy Sunday', starred: true },
  { name: 'Workout mix', starred: false },
];

export default function InsetList() {
  return (
    <Paper variant="outlined" sx={{ width: '100%', maxWidth: 360 }}>
      <List aria-label="Playlists">
        {playlists.map((playlist) => (
          <ListItem key={playlist.name} disablePadding>
            <ListItemButton>
              {playlist.starred && (
                <ListItemIcon>
                  <StarIcon titleAccess="Starred" />
                </ListItemIcon>
              )}
              <ListItemText inset={!playlist.starred} primary={playlist.name} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
    </Paper>
  );
}
