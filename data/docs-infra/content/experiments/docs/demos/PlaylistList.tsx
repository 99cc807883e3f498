import * as React from 'react';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';

const tracks = [
  { title: 'Harbour at Dawn', length: '3:42' },
  { title: 'Paper Lanterns', length: '4:05' },
  { title: 'Slow Train North', length: '5:17' },
];

export default function PlaylistList() {
  const [playing, setPlaying] = React.useState(0);

  return (
    <List aria-label="Playlist" sx={{ maxWidth: 360, bgcolor: 'background.paper' }}>
      {tracks.map((track, index) => (
        <ListItemButton key={track.title} selected={playing === index} aria-current={playing === index} onClick={() => setPlaying(index)}>
          <ListItemText primary={track.title} secondary={playing === index ? `Playing · ${track.length}` : track.length} />
        </ListItemButton>
      ))}
    </List>
  );
}
