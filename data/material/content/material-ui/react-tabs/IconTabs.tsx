import * as React from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import FavoriteIcon from '@mui/icons-material/Favorite';
import HistoryIcon from '@mui/icons-material/History';
import PhoneIcon from '@mui/icons-material/Phone';

export default function IconTabs() {
  const [value, setValue] = React.useState(0);

  const handleChange = (event: React.SyntheticEvent, newValue: number) => {
    setValue(newValue);
  };

  return (
    <Tabs value={value} onChange={handleChange} aria-label="Contacts">
      <Tab icon={<PhoneIcon />} aria-label="Calls" />
      <Tab icon={<FavoriteIcon />} aria-label="Favorites" />
      <Tab icon={<HistoryIcon />} aria-label="Recent" />
    </Tabs>
  );
}
