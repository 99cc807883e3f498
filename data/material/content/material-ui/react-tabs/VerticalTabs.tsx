import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const settings = [
  { label: 'General', text: 'Language, time zone and start page.' },
  { label: 'Notifications', text: 'Choose which emails and alerts you receive.' },
  { label: 'Privacy', text: 'Control who can see your activity.' },
  { label: 'Storage', text: 'You are using 2.4 GB of 15 GB.' },
  { label: 'Advanced', text: 'Developer options and data export.' },
];

export default function VerticalTabs() {
  const [value, setValue] = React.useState(0);

  const handleChange = (event: React.SyntheticEvent, newValue: number) => {
    setValue(newValue);
  };

  return (
    <Box sx={{ display: 'flex', height: 240, bgcolor: 'background.paper' }}>
      <Tabs
        orientation="vertical"
        variant="scrollable"
        value={value}
        onChange={handleChange}
        aria-label="Settings sections"
        sx={{ borderRight: 1, borderColor: 'divider', flexShrink: 0 }}
      >
        {settings.map((item, index) => (
          <Tab key={item.label} label={item.label} id={`vertical-tab-${index}`} aria-controls={`vertical-tabpanel-${index}`} />
        ))}
      </Tabs>
      {settings.map((item, index) => (
        <Box
          key={item.label}
          role="tabpanel"
          hidden={value !== index}
          id={`vertical-tabpanel-${index}`}
          aria-labelledby={`vertical-tab-${index}`}
          sx={{ p: 3 }}
        >
          {value === index && <Typography>{item.text}</Typography>}
        </Box>
      ))}
    </Box>
  );
}
