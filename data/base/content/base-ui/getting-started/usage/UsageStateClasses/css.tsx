import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Switch } from '@mui/base/Switch';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import classes from './css.module.css';

/** Reads the `base*` classes of an element and follows their changes; pass the setter as its `ref`. */
function useBaseClasses<T extends HTMLElement>() {
  const [node, setNode] = React.useState<T | null>(null);
  const [names, setNames] = React.useState('');
  React.useEffect(() => {
    if (!node) {
      return undefined;
    }
    const read = () =>
      setNames(
        Array.from(node.classList)
          .filter((name) => name.startsWith('base'))
          .join(' '),
      );
    read();
    const observer = new MutationObserver(read);
    observer.observe(node, { attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, [node]);
  return [setNode, names || '…'] as const;
}

export default function UsageStateClasses() {
  const wifiId = React.useId();
  const [archiveRef, archiveClasses] = useBaseClasses<HTMLButtonElement>();
  const [deleteRef, deleteClasses] = useBaseClasses<HTMLButtonElement>();
  const [wifiRef, wifiClasses] = useBaseClasses<HTMLSpanElement>();
  const [dayRef, dayClasses] = useBaseClasses<HTMLButtonElement>();
  const [weekRef, weekClasses] = useBaseClasses<HTMLButtonElement>();
  return (
    <div className={classes.panel}>
      <div className={classes.row}>
        <div className={classes.control}>
          <Button ref={archiveRef} className={classes.button}>
            Archive
          </Button>
        </div>
        <div className={classes.classes}>
          <code className={classes.code}>{archiveClasses}</code>
        </div>
      </div>
      <div className={classes.row}>
        <div className={classes.control}>
          <Button ref={deleteRef} className={classes.button} disabled>
            Delete
          </Button>
        </div>
        <div className={classes.classes}>
          <code className={classes.code}>{deleteClasses}</code>
        </div>
      </div>
      <div className={classes.row}>
        <div className={classes.control}>
          <Switch
            ref={wifiRef}
            defaultChecked
            slotProps={{
              root: { className: classes.switch },
              track: { className: classes.track },
              thumb: { className: classes.thumb },
              input: { id: wifiId, className: classes.input },
            }}
          />
          <label htmlFor={wifiId}>Wi-Fi</label>
        </div>
        <div className={classes.classes}>
          <code className={classes.code}>{wifiClasses}</code>
        </div>
      </div>
      <Tabs defaultValue="day" className={classes.row}>
        <div className={classes.control}>
          <TabsList className={classes.tabsList} aria-label="Bookings period">
            <Tab ref={dayRef} value="day" className={classes.tab}>
              Day
            </Tab>
            <Tab ref={weekRef} value="week" className={classes.tab}>
              Week
            </Tab>
          </TabsList>
        </div>
        <div className={classes.classes}>
          <code className={classes.code}>Day: {dayClasses}</code>
          <code className={classes.code}>Week: {weekClasses}</code>
        </div>
        <TabPanel value="day" className={classes.tabPanel}>
          6 bookings today.
        </TabPanel>
        <TabPanel value="week" className={classes.tabPanel}>
          31 bookings this week.
        </TabPanel>
      </Tabs>
      <p className={classes.hint}>Press, tab into and toggle the controls: each list shows the element&apos;s classes as they change.</p>
    </div>
  );
}
