import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';
import Typography from '@mui/joy/Typography';

const categories = ['All', 'Unread', 'Mentions'];

export default function TabsWithoutIndicator() {
  return (
    <Tabs defaultValue={0} sx={{ bgcolor: 'transparent' }}>
      <TabList aria-label="Notifications" disableUnderline sx={{ gap: 0.5 }}>
        {categories.map((label) => (
          <Tab
            key={label}
            disableIndicator
            variant="soft"
            color="neutral"
            sx={{
              borderRadius: 'xl',
              '&[aria-selected="true"]': { bgcolor: 'primary.solidBg', color: 'primary.solidColor' },
            }}
          >
            {label}
          </Tab>
        ))}
      </TabList>
      <TabPanel value={0} sx={{ px: 0 }}>
        <Typography level="body-sm">14 notifications this week.</Typography>
      </TabPanel>
      <TabPanel value={1} sx={{ px: 0 }}>
        <Typography level="body-sm">5 unread.</Typography>
      </TabPanel>
      <TabPanel value={2} sx={{ px: 0 }}>
        <Typography level="body-sm">Nadia and Tomás mentioned you in 2 comments.</Typography>
      </TabPanel>
    </Tabs>
  );
}
