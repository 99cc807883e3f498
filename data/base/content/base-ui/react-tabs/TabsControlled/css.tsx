import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import classes from './css.module.css';

const ranges = ['day', 'week', 'month'] as const;
type Range = (typeof ranges)[number];
const visits: Record<Range, string> = { day: '1,204', week: '8,930', month: '36,412' };

export default function TabsControlled() {
  const [range, setRange] = React.useState<Range>('week');
  return (
    <Tabs className={classes.tabs} value={range} onChange={(_event, value) => setRange(value as Range)}>
      <TabsList className={classes.list} aria-label="Time range">
        <Tab className={classes.tab} value="day">
          Today
        </Tab>
        <Tab className={classes.tab} value="week">
          This week
        </Tab>
        <Tab className={classes.tab} value="month">
          This month
        </Tab>
      </TabsList>
      {ranges.map((item) => (
        <TabPanel className={classes.panel} key={item} value={item}>
          {visits[item]} visits
        </TabPanel>
      ))}
      <p className={classes.muted} role="status">
        Selected range: {range}
      </p>
    </Tabs>
  );
}
