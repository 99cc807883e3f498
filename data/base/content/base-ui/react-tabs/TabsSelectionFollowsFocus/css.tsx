import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import classes from './css.module.css';

export default function TabsSelectionFollowsFocus() {
  return (
    <Tabs className={classes.tabs} defaultValue="north" selectionFollowsFocus>
      <TabsList className={classes.list} aria-label="Sales region">
        <Tab className={classes.tab} value="north">
          North
        </Tab>
        <Tab className={classes.tab} value="south">
          South
        </Tab>
        <Tab className={classes.tab} value="east">
          East
        </Tab>
        <Tab className={classes.tab} value="west">
          West
        </Tab>
      </TabsList>
      <TabPanel className={classes.panel} value="north">
        North: 412 orders, up 6% on last quarter.
      </TabPanel>
      <TabPanel className={classes.panel} value="south">
        South: 388 orders, level with last quarter.
      </TabPanel>
      <TabPanel className={classes.panel} value="east">
        East: 251 orders, down 3% on last quarter.
      </TabPanel>
      <TabPanel className={classes.panel} value="west">
        West: 530 orders, up 14% on last quarter.
      </TabPanel>
    </Tabs>
  );
}
