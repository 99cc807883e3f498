import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import classes from './css.module.css';

export default function TabsDisabled() {
  return (
    <Tabs className={classes.tabs} defaultValue="members">
      <TabsList className={classes.list} aria-label="Workspace settings">
        <Tab className={classes.tab} value="general">
          General
        </Tab>
        <Tab className={classes.tab} value="members">
          Members
        </Tab>
        <Tab className={classes.tab} value="billing" disabled>
          Billing (owners only)
        </Tab>
        <Tab className={classes.tab} value="security">
          Security
        </Tab>
      </TabsList>
      <TabPanel className={classes.panel} value="general">
        Workspace name, language and time zone.
      </TabPanel>
      <TabPanel className={classes.panel} value="members">
        7 members, 2 pending invitations.
      </TabPanel>
      <TabPanel className={classes.panel} value="billing">
        Plan, invoices and payment methods.
      </TabPanel>
      <TabPanel className={classes.panel} value="security">
        Two-factor authentication is required for all members.
      </TabPanel>
    </Tabs>
  );
}
