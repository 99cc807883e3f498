import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { plans } from './data';
import classes from './css.module.css';

export default function AccessibilityKeyboard() {
  return (
    <Tabs defaultValue="monthly">
      <TabsList aria-label="Billing period" className={classes.list}>
        {plans.map((plan) => (
          <Tab key={plan.value} value={plan.value} className={classes.tab}>
            {plan.label}
          </Tab>
        ))}
      </TabsList>
      {plans.map((plan) => (
        <TabPanel key={plan.value} value={plan.value} className={classes.panel}>
          <strong>{plan.price}</strong> · {plan.note}
        </TabPanel>
      ))}
    </Tabs>
  );
}
