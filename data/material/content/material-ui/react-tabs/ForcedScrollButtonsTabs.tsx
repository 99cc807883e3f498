import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const stations = ['Harbour', 'Old Town', 'Market Square', 'University', 'Riverside', 'Botanic Garden', 'Stadium', 'Airport'];

export default function ForcedScrollButtonsTabs() {
  const [value, setValue] = React.useState(0);

  const handleChange = (event: React.SyntheticEvent, newValue: number) => {
    setValue(newValue);
  };

  return (
    <Box sx={{ maxWidth: { xs: 300, sm: 480 }, bgcolor: 'background.paper' }}>
      <Tabs value={value} onChange={handleChange} variant="scrollable" scrollButtons allowScrollButtonsMobile aria-label="Tram stops">
        {stations.map((station) => (
          <Tab key={station} label={station} />
        ))}
      </Tabs>
    </Box>
  );
}
