import * as React from 'react';
import { Button } from '@mui/base/Button';
import { Switch } from '@mui/base/Switch';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';

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

const rowClass = 'flex flex-wrap items-center gap-x-4 gap-y-2 border-b border-gray-300 pb-3 dark:border-gray-600';
const controlClass = 'flex flex-[0_0_180px] items-center gap-2.5';
const codeClass = 'font-mono text-[0.8125rem] [overflow-wrap:anywhere] text-blue-800 dark:text-blue-200';
const hintClass = 'm-0 text-sm text-gray-600 dark:text-gray-300';

// Pressed, keyboard focus and disabled come from the state classes.
const buttonClass =
  'cursor-pointer rounded-lg border border-gray-600 bg-transparent px-3.5 py-1.5 font-[inherit] text-sm font-semibold text-inherit dark:border-gray-400 [&.base--active]:bg-gray-200 dark:[&.base--active]:bg-gray-700 [&.base--disabled]:cursor-not-allowed [&.base--disabled]:border-dashed [&.base--disabled]:opacity-60 [&.base--focusVisible]:outline-3 [&.base--focusVisible]:outline-offset-2 [&.base--focusVisible]:outline-blue-700 dark:[&.base--focusVisible]:outline-blue-300';

// A Tab gets base--selected but no focus class, so focus-visible: draws its ring.
const tabClass =
  'cursor-pointer rounded-lg border-none bg-transparent px-3 py-1 font-[inherit] text-sm font-semibold text-inherit focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-blue-700 dark:focus-visible:outline-blue-300 [&.base--selected]:bg-white [&.base--selected]:shadow-[0_1px_2px_rgba(0,0,0,0.3)] dark:[&.base--selected]:bg-gray-900';

export default function UsageStateClasses() {
  const wifiId = React.useId();
  const [archiveRef, archiveClasses] = useBaseClasses<HTMLButtonElement>();
  const [deleteRef, deleteClasses] = useBaseClasses<HTMLButtonElement>();
  const [wifiRef, wifiClasses] = useBaseClasses<HTMLSpanElement>();
  const [dayRef, dayClasses] = useBaseClasses<HTMLButtonElement>();
  const [weekRef, weekClasses] = useBaseClasses<HTMLButtonElement>();
  return (
    <div className="grid max-w-[560px] gap-3">
      <div className={rowClass}>
        <div className={controlClass}>
          <Button ref={archiveRef} className={buttonClass}>
            Archive
          </Button>
        </div>
        <div className="grid min-w-0 flex-[1_1_220px] gap-1">
          <code className={codeClass}>{archiveClasses}</code>
        </div>
      </div>
      <div className={rowClass}>
        <div className={controlClass}>
          <Button ref={deleteRef} className={buttonClass} disabled>
            Delete
          </Button>
        </div>
        <div className="grid min-w-0 flex-[1_1_220px] gap-1">
          <code className={codeClass}>{deleteClasses}</code>
        </div>
      </div>
      <div className={rowClass}>
        <div className={controlClass}>
          <Switch
            ref={wifiRef}
            defaultChecked
            slotProps={{
              root: { className: 'group relative inline-block h-6 w-10 shrink-0' },
              track: {
                className:
                  'absolute inset-0 rounded-xl bg-gray-500 group-[.base--checked]:bg-blue-600 group-[.base--focusVisible]:outline-2 group-[.base--focusVisible]:outline-offset-2 group-[.base--focusVisible]:outline-blue-700 dark:group-[.base--focusVisible]:outline-blue-300',
              },
              thumb: {
                className: 'absolute top-1 left-1 size-4 rounded-full bg-white transition-transform group-[.base--checked]:translate-x-4',
              },
              input: { id: wifiId, className: 'absolute inset-0 m-0 size-full cursor-pointer opacity-0' },
            }}
          />
          <label htmlFor={wifiId}>Wi-Fi</label>
        </div>
        <div className="grid min-w-0 flex-[1_1_220px] gap-1">
          <code className={codeClass}>{wifiClasses}</code>
        </div>
      </div>
      <Tabs defaultValue="day" className={rowClass}>
        <div className={controlClass}>
          <TabsList className="flex gap-1 rounded-[10px] bg-gray-100 p-1 dark:bg-gray-800" aria-label="Bookings period">
            <Tab ref={dayRef} value="day" className={tabClass}>
              Day
            </Tab>
            <Tab ref={weekRef} value="week" className={tabClass}>
              Week
            </Tab>
          </TabsList>
        </div>
        <div className="grid min-w-0 flex-[1_1_220px] gap-1">
          <code className={codeClass}>Day: {dayClasses}</code>
          <code className={codeClass}>Week: {weekClasses}</code>
        </div>
        <TabPanel value="day" className={`${hintClass} basis-full`}>
          6 bookings today.
        </TabPanel>
        <TabPanel value="week" className={`${hintClass} basis-full`}>
          31 bookings this week.
        </TabPanel>
      </Tabs>
      <p className={hintClass}>Press, tab into and toggle the controls: each list shows the element&apos;s classes as they change.</p>
    </div>
  );
}
