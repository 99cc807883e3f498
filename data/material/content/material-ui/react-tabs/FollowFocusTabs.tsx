import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const days = ['Monday', 'Tuesday', 'Wednesday'];

export default function FollowFocusTabs() {
  const [value, setValue] = React.useState(0);

  const handleChange = (event: React.SyntheticEvent, newValue: number) => {
    setValue(newValue);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Tabs value={value} onChange={handleChange} selectionFollowsFocus aria-label="Conference days">
        {days.map((day, index) => (
          <Tab key={day} label={day} id={`follow-focus-tab-${index}`} aria-controls={`follow-focus-tabpanel-${index}`} />
        ))}
      </Tabs>
      {days.map((day, index) => (
        <div
          key={day}
          role="tabpanel"
          hidden={value !== index}
          id={`follow-focus-tabpanel-${index}`}
          aria-labelledby={`follow-focus-tab-${index}`}
        >
          {value === index && <Typography sx={{ p: 2 }}>Talks scheduled for {day}.</Typography>}
        </div>
      ))}
    </Box>
  );
}
