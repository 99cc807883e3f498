import * as React from 'react';
import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';

const ranges = ['day', 'week', 'month'] as const;
type Range = (typeof ranges)[number];
const visits: Record<Range, string> = { day: '1,204', week: '8,930', month: '36,412' };

export default function TabsControlled() {
  const [range, setRange] = React.useState<Range>('week');
  return (
    <Tabs className="w-full max-w-xl" value={range} onChange={(_event, value) => setRange(value as Range)}>
      <TabsList
        className="flex flex-wrap gap-1 border-0 border-b border-solid border-gray-200 dark:border-gray-700"
        aria-label="Time range"
      >
        <Tab
          className="cursor-pointer rounded-t-md border-0 border-b-2 border-solid border-transparent bg-transparent px-3.5 py-2 font-[inherit] text-sm font-semibold text-gray-600 hover:bg-gray-100 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-blue-400 dark:text-gray-300 dark:hover:bg-gray-800 [&.base--selected]:border-blue-700 [&.base--selected]:text-blue-700 dark:[&.base--selected]:border-blue-300 dark:[&.base--selected]:text-blue-300 [&.base--disabled]:cursor-not-allowed [&.base--disabled]:text-gray-400 [&.base--disabled]:hover:bg-transparent dark:[&.base--disabled]:text-gray-500"
          value="day"
        >
          Today
        </Tab>
        <Tab
          className="cursor-pointer rounded-t-md border-0 border-b-2 border-solid border-transparent bg-transparent px-3.5 py-2 font-[inherit] text-sm font-semibold text-gray-600 hover:bg-gray-100 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-blue-400 dark:text-gray-300 dark:hover:bg-gray-800 [&.base--selected]:border-blue-700 [&.base--selected]:text-blue-700 dark:[&.base--selected]:border-blue-300 dark:[&.base--selected]:text-blue-300 [&.base--disabled]:cursor-not-allowed [&.base--disabled]:text-gray-400 [&.base--disabled]:hover:bg-transparent dark:[&.base--disabled]:text-gray-500"
          value="week"
        >
          This week
        </Tab>
        <Tab
          className="cursor-pointer rounded-t-md border-0 border-b-2 border-solid border-transparent bg-transparent px-3.5 py-2 font-[inherit] text-sm font-semibold text-gray-600 hover:bg-gray-100 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-blue-400 dark:text-gray-300 dark:hover:bg-gray-800 [&.base--selected]:border-blue-700 [&.base--selected]:text-blue-700 dark:[&.base--selected]:border-blue-300 dark:[&.base--selected]:text-blue-300 [&.base--disabled]:cursor-not-allowed [&.base--disabled]:text-gray-400 [&.base--disabled]:hover:bg-transparent dark:[&.base--disabled]:text-gray-500"
          value="month"
        >
          This month
        </Tab>
      </TabsList>
      {ranges.map((item) => (
        <TabPanel
          className="py-4 text-sm leading-6 text-gray-800 focus-visible:outline-3 focus-visible:outline-blue-400 dark:text-gray-200"
          key={item}
          value={item}
        >
          {visits[item]} visits
        </TabPanel>
      ))}
      <p className="m-0 text-sm text-gray-600 dark:text-gray-300" role="status">
        Selected range: {range}
      </p>
    </Tabs>
  );
}
