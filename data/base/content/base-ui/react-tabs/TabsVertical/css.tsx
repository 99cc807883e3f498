import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import classes from './css.module.css';

export default function TabsVertical() {
  return (
    <Tabs className={classes.tabs} defaultValue="profile" orientation="vertical">
      <TabsList className={classes.list} aria-label="Account settings">
        <Tab className={classes.tab} value="profile">
          Profile
        </Tab>
        <Tab className={classes.tab} value="notifications">
          Notifications
        </Tab>
        <Tab className={classes.tab} value="privacy">
          Privacy
        </Tab>
      </TabsList>
      <TabPanel className={classes.panel} value="profile">
        Name, photo and the short bio shown on your public page.
      </TabPanel>
      <TabPanel className={classes.panel} value="notifications">
        E-mail digests are sent every Monday; mentions notify you at once.
      </TabPanel>
      <TabPanel className={classes.panel} value="privacy">
        Your profile is visible to members of your workspaces only.
      </TabPanel>
    </Tabs>
  );
}
