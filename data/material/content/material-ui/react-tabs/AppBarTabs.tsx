import * as React from 'react';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';

export default function AppBarTabs() {
  const [value, setValue] = React.useState('today');

  const handleChange = (event: React.SyntheticEvent, newValue: string) => {
    setValue(newValue);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <AppBar position="static">
        <Toolbar variant="dense">
          <Typography variant="h6" component="h3">
            Weather
          </Typography>
        </Toolbar>
        <Tabs
          value={value}
          onChange={handleChange}
          textColor="inherit"
          variant="fullWidth"
          aria-label="Forecast range"
          slotProps={{ indicator: { sx: { bgcolor: 'common.white', height: 3 } } }}
        >
          <Tab value="today" label="Today" />
          <Tab value="tomorrow" label="Tomorrow" />
          <Tab value="week" label="10 days" />
        </Tabs>
      </AppBar>
    </Box>
  );
}
