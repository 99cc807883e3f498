import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';

const changes = {
  Added: [
    'Export to CSV from every report',
    'Keyboard shortcut to duplicate a row',
    'Dark mode for the embedded widget',
    'Custom fields on contacts',
    'Audit log filters',
    'Bulk archive',
    'Webhook retries with back-off',
    'Team-level time zones',
  ],
  Fixed: [
    'Totals rounded twice on invoices',
    'Date picker skipped the 31st',
    'Search ignored accented letters',
    'Avatars blurred on high-density screens',
    'Sorting by status was case-sensitive',
    'Notification badge stuck at 1',
  ],
};

export default function StickyTabs() {
  return (
    <Sheet
      variant="outlined"
      role="region"
      tabIndex={0}
      aria-label="Release notes, scrollable"
      sx={{ width: '100%', maxWidth: 420, height: 260, overflow: 'auto', borderRadius: 'sm' }}
    >
      <Tabs defaultValue={0}>
        <TabList aria-label="Release notes" sticky="top" tabFlex={1}>
          {Object.keys(changes).map((label) => (
            <Tab key={label}>{label}</Tab>
          ))}
        </TabList>
        {Object.entries(changes).map(([label, items], index) => (
          <TabPanel key={label} value={index}>
            <Typography level="title-sm">Version 4.2, {items.length} changes</Typography>
            <List marker="disc" size="sm">
              {items.map((item) => (
                <ListItem key={item}>{item}</ListItem>
              ))}
            </List>
          </TabPanel>
        ))}
      </Tabs>
    </Sheet>
  );
}
