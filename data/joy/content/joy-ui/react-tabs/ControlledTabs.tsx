import * as React from 'react';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';
import Typography from '@mui/joy/Typography';
import Button from '@mui/joy/Button';
import Box from '@mui/joy/Box';

type Section = 'overview' | 'members' | 'billing';

export default function ControlledTabs() {
  const [section, setSection] = React.useState<Section>('overview');
  return (
    <Box sx={{ width: '100%', maxWidth: 480 }}>
      <Tabs value={section} onChange={(_event, value) => setSection(value as Section)}>
        <TabList aria-label="Workspace">
          <Tab value="overview">Overview</Tab>
          <Tab value="members">Members</Tab>
          <Tab value="billing">Billing</Tab>
        </TabList>
        <TabPanel value="overview">
          <Typography level="body-sm" sx={{ mb: 1.5 }}>
            Your trial ends in 6 days. Add a payment method to keep your 14 projects.
          </Typography>
          <Button size="sm" onClick={() => setSection('billing')}>
            Add payment method
          </Button>
        </TabPanel>
        <TabPanel value="members">
          <Typography level="body-sm">8 members, 2 pending invitations.</Typography>
        </TabPanel>
        <TabPanel value="billing">
          <Typography level="body-sm">No payment method on file.</Typography>
        </TabPanel>
      </Tabs>
      <Typography level="body-xs" sx={{ mt: 1 }}>
        value: &quot;{section}&quot;
      </Typography>
    </Box>
  );
}
