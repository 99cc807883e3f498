import * as React from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import VideoLibraryIcon from '@mui/icons-material/VideoLibrary';
import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';

export default function IconLabelTabs() {
  const [value, setValue] = React.useState('photos');

  const handleChange = (event: React.SyntheticEvent, newValue: string) => {
    setValue(newValue);
  };

  return (
    <Tabs value={value} onChange={handleChange} variant="fullWidth" aria-label="Media library">
      <Tab value="photos" icon={<PhotoLibraryIcon />} label="Photos" />
      <Tab value="videos" icon={<VideoLibraryIcon />} label="Videos" />
      <Tab value="music" icon={<LibraryMusicIcon />} label="Music" />
    </Tabs>
  );
}
