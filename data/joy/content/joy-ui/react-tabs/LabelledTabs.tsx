import * as React from 'react';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';
import Typography from '@mui/joy/Typography';

export default function LabelledTabs() {
  const id = React.useId();
  return (
    <section aria-labelledby={`${id}-title`} style={{ width: '100%', maxWidth: 420 }}>
      <Typography id={`${id}-title`} level="title-lg" component="h3" sx={{ mb: 1 }}>
        Opening hours
      </Typography>
      <Tabs defaultValue={0}>
        {/* The tab list takes its name from the visible heading. */}
        <TabList aria-labelledby={`${id}-title`}>
          <Tab id={`${id}-tab-shop`}>Shop</Tab>
          <Tab id={`${id}-tab-cafe`}>Café</Tab>
        </TabList>
        <TabPanel value={0}>
          <Typography level="body-sm">Mon to Sat, 9:00 to 18:00</Typography>
        </TabPanel>
        <TabPanel value={1}>
          <Typography level="body-sm">Every day, 8:00 to 16:00</Typography>
        </TabPanel>
      </Tabs>
    </section>
  );
}
