import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Bookmark from '@mui/icons-material/Bookmark';
import Explore from '@mui/icons-material/Explore';
import Home from '@mui/icons-material/Home';

const sections = ['Home', 'Explore', 'Saved'];

export default function AppBottomNavigation() {
  const [section, setSection] = React.useState(0);

  return (
    <Paper variant="outlined" sx={{ maxWidth: 360 }}>
      <Typography sx={{ p: 3, textAlign: 'center' }}>{sections[section]} screen</Typography>
      <BottomNavigation showLabels value={section} onChange={(_event, next: number) => setSection(next)}>
        <BottomNavigationAction label="Home" icon={<Home />} />
        <BottomNavigationAction label="Explore" icon={<Explore />} />
        <BottomNavigationAction label="Saved" icon={<Bookmark />} />
      </BottomNavigation>
    </Paper>
  );
}
