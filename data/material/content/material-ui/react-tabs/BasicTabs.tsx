import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

interface TabPanelProps {
  children?: React.ReactNode;
  index: number;
  value: number;
}

function TabPanel({ children, index, value }: TabPanelProps) {
  return (
    <div role="tabpanel" hidden={value !== index} id={`basic-tabpanel-${index}`} aria-labelledby={`basic-tab-${index}`}>
      {value === index && <Box sx={{ p: 3 }}>{children}</Box>}
    </div>
  );
}

function tabProps(index: number) {
  return {
    id: `basic-tab-${index}`,
    'aria-controls': `basic-tabpanel-${index}`,
  };
}

export default function BasicTabs() {
  const [value, setValue] = React.useState(0);

  const handleChange = (event: React.SyntheticEvent, newValue: number) => {
    setValue(newValue);
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={value} onChange={handleChange} aria-label="Account settings">
          <Tab label="Profile" {...tabProps(0)} />
          <Tab label="Security" {...tabProps(1)} />
          <Tab label="Billing" {...tabProps(2)} />
        </Tabs>
      </Box>
      <TabPanel value={value} index={0}>
        <Typography>Update your name, photo and contact details.</Typography>
      </TabPanel>
      <TabPanel value={value} index={1}>
        <Typography>Change your password and manage two-step sign-in.</Typography>
      </TabPanel>
      <TabPanel value={value} index={2}>
        <Typography>Review invoices and update your payment method.</Typography>
      </TabPanel>
    </Box>
  );
}
