import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';

export default function TabsSelectionFollowsFocus() {
  return (
    <Tabs className="w-full max-w-xl" defaultValue="north" selectionFollowsFocus>
      <TabsList
        className="flex flex-wrap gap-1 border-0 border-b border-solid border-gray-200 dark:border-gray-700"
        aria-label="Sales region"
      >
        <Tab
          className="cursor-pointer rounded-t-md border-0 border-b-2 border-solid border-transparent bg-transparent px-3.5 py-2 font-[inherit] text-sm font-semibold text-gray-600 hover:bg-gray-100 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-blue-400 dark:text-gray-300 dark:hover:bg-gray-800 [&.base--selected]:border-blue-700 [&.base--selected]:text-blue-700 dark:[&.base--selected]:border-blue-300 dark:[&.base--selected]:text-blue-300 [&.base--disabled]:cursor-not-allowed [&.base--disabled]:text-gray-400 [&.base--disabled]:hover:bg-transparent dark:[&.base--disabled]:text-gray-500"
          value="north"
        >
          North
        </Tab>
        <Tab
          className="cursor-pointer rounded-t-md border-0 border-b-2 border-solid border-transparent bg-transparent px-3.5 py-2 font-[inherit] text-sm font-semibold text-gray-600 hover:bg-gray-100 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-blue-400 dark:text-gray-300 dark:hover:bg-gray-800 [&.base--selected]:border-blue-700 [&.base--selected]:text-blue-700 dark:[&.base--selected]:border-blue-300 dark:[&.base--selected]:text-blue-300 [&.base--disabled]:cursor-not-allowed [&.base--disabled]:text-gray-400 [&.base--disabled]:hover:bg-transparent dark:[&.base--disabled]:text-gray-500"
          value="south"
        >
          South
        </Tab>
        <Tab
          className="cursor-pointer rounded-t-md border-0 border-b-2 border-solid border-transparent bg-transparent px-3.5 py-2 font-[inherit] text-sm font-semibold text-gray-600 hover:bg-gray-100 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-blue-400 dark:text-gray-300 dark:hover:bg-gray-800 [&.base--selected]:border-blue-700 [&.base--selected]:text-blue-700 dark:[&.base--selected]:border-blue-300 dark:[&.base--selected]:text-blue-300 [&.base--disabled]:cursor-not-allowed [&.base--disabled]:text-gray-400 [&.base--disabled]:hover:bg-transparent dark:[&.base--disabled]:text-gray-500"
          value="east"
        >
          East
        </Tab>
        <Tab
          className="cursor-pointer rounded-t-md border-0 border-b-2 border-solid border-transparent bg-transparent px-3.5 py-2 font-[inherit] text-sm font-semibold text-gray-600 hover:bg-gray-100 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-blue-400 dark:text-gray-300 dark:hover:bg-gray-800 [&.base--selected]:border-blue-700 [&.base--selected]:text-blue-700 dark:[&.base--selected]:border-blue-300 dark:[&.base--selected]:text-blue-300 [&.base--disabled]:cursor-not-allowed [&.base--disabled]:text-gray-400 [&.base--disabled]:hover:bg-transparent dark:[&.base--disabled]:text-gray-500"
          value="west"
        >
          West
        </Tab>
      </TabsList>
      <TabPanel
        className="py-4 text-sm leading-6 text-gray-800 focus-visible:outline-3 focus-visible:outline-blue-400 dark:text-gray-200"
        value="north"
      >
        North: 412 orders, up 6% on last quarter.
      </TabPanel>
      <TabPanel
        className="py-4 text-sm leading-6 text-gray-800 focus-visible:outline-3 focus-visible:outline-blue-400 dark:text-gray-200"
        value="south"
      >
        South: 388 orders, level with last quarter.
      </TabPanel>
      <TabPanel
        className="py-4 text-sm leading-6 text-gray-800 focus-visible:outline-3 focus-visible:outline-blue-400 dark:text-gray-200"
        value="east"
      >
        East: 251 orders, down 3% on last quarter.
      </TabPanel>
      <TabPanel
        className="py-4 text-sm leading-6 text-gray-800 focus-visible:outline-3 focus-visible:outline-blue-400 dark:text-gray-200"
        value="west"
      >
        West: 530 orders, up 14% on last quarter.
      </TabPanel>
    </Tabs>
  );
}
