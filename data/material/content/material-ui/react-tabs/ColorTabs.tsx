import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function ColorTabs() {
  const [value, setValue] = React.useState('inbox');

  const handleChange = (event: React.SyntheticEvent, newValue: string) => {
    setValue(newValue);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Tabs value={value} onChange={handleChange} textColor="secondary" indicatorColor="secondary" aria-label="Mail folders">
        <Tab value="inbox" label="Inbox" />
        <Tab value="sent" label="Sent" />
        <Tab value="archive" label="Archive" />
      </Tabs>
    </Box>
  );
}
