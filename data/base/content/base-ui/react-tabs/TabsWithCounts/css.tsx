import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import classes from './css.module.css';

const folders = [
  { value: 'inbox', label: 'Inbox', count: 12, text: 'Latest: “Invoice for February” from Kestrel Studio.' },
  { value: 'assigned', label: 'Assigned to me', count: 3, text: 'Latest: “Broken link on pricing page”.' },
  { value: 'done', label: 'Done', count: 0, text: 'Nothing finished yet this week.' },
];

export default function TabsWithCounts() {
  return (
    <Tabs className={classes.tabs} defaultValue="inbox">
      <TabsList className={classes.list} aria-label="Support tickets">
        {folders.map((folder) => (
          <Tab className={classes.tab} key={folder.value} value={folder.value}>
            {folder.label}
            <span className={classes.count} aria-label={`${folder.count} tickets`}>
              {folder.count}
            </span>
          </Tab>
        ))}
      </TabsList>
      {folders.map((folder) => (
        <TabPanel className={classes.panel} key={folder.value} value={folder.value}>
          {folder.text}
        </TabPanel>
      ))}
    </Tabs>
  );
}
