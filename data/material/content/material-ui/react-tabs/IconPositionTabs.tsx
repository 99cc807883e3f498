import * as React from 'react';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import FavoriteIcon from '@mui/icons-material/Favorite';
import HistoryIcon from '@mui/icons-material/History';
import PhoneIcon from '@mui/icons-material/Phone';
import PersonPinIcon from '@mui/icons-material/PersonPin';

export default function IconPositionTabs() {
  const [value, setValue] = React.useState(0);

  const handleChange = (event: React.SyntheticEvent, newValue: number) => {
    setValue(newValue);
  };

  return (
    <Tabs value={value} onChange={handleChange} aria-label="Icon positions">
      <Tab icon={<PhoneIcon />} iconPosition="top" label="Top" />
      <Tab icon={<FavoriteIcon />} iconPosition="start" label="Start" />
      <Tab icon={<HistoryIcon />} iconPosition="end" label="End" />
      <Tab icon={<PersonPinIcon />} iconPosition="bottom" label="Bottom" />
    </Tabs>
  );
}
