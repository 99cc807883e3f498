import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import classes from './css.module.css';

export default function TabsIntroduction() {
  return (
    <Tabs className={classes.tabs} defaultValue="overview">
      <TabsList className={classes.list} aria-label="Order details">
        <Tab className={classes.tab} value="overview">
          Overview
        </Tab>
        <Tab className={classes.tab} value="items">
          Items
        </Tab>
        <Tab className={classes.tab} value="shipping">
          Shipping
        </Tab>
      </TabsList>
      <TabPanel className={classes.panel} value="overview">
        Order #48213 was placed on 3 March and paid by card. It contains 3 items, total €148.20.
      </TabPanel>
      <TabPanel className={classes.panel} value="items">
        Linen shirt (M) × 1, canvas tote bag × 1, ceramic mug set × 1.
      </TabPanel>
      <TabPanel className={classes.panel} value="shipping">
        Standard delivery to Rua das Flores 12, Porto. Expected on Thursday.
      </TabPanel>
    </Tabs>
  );
}
