import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

export default function WrappedLabelTabs() {
  const [value, setValue] = React.useState('overview');

  const handleChange = (event: React.SyntheticEvent, newValue: string) => {
    setValue(newValue);
  };

  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <Tabs value={value} onChange={handleChange} variant="fullWidth" aria-label="Course outline">
        <Tab value="overview" label="Overview" />
        <Tab value="requirements" label="Requirements and recommended preparation" wrapped />
        <Tab value="schedule" label="Schedule" />
      </Tabs>
    </Box>
  );
}
