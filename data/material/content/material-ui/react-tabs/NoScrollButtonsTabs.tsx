import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

const tags = ['All', 'Design', 'Engineering', 'Marketing', 'Sales', 'Support', 'Finance', 'Legal'];

export default function NoScrollButtonsTabs() {
  const [value, setValue] = React.useState(0);

  const handleChange = (event: React.SyntheticEvent, newValue: number) => {
    setValue(newValue);
  };

  return (
    <Box sx={{ maxWidth: { xs: 300, sm: 480 }, bgcolor: 'background.paper' }}>
      <Tabs value={value} onChange={handleChange} variant="scrollable" scrollButtons={false} aria-label="Teams">
        {tags.map((tag) => (
          <Tab key={tag} label={tag} />
        ))}
      </Tabs>
    </Box>
  );
}
