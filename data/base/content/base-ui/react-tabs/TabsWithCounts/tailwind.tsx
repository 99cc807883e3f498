import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';

const folders = [
  { value: 'inbox', label: 'Inbox', count: 12, text: 'Latest: “Invoice for February” from Kestrel Studio.' },
  { value: 'assigned', label: 'Assigned to me', count: 3, text: 'Latest: “Broken link on pricing page”.' },
  { value: 'done', label: 'Done', count: 0, text: 'Nothing finished yet this week.' },
];

export default function TabsWithCounts() {
  return (
    <Tabs className="w-full max-w-xl" defaultValue="inbox">
      <TabsList
        className="flex flex-wrap gap-1 border-0 border-b border-solid border-gray-200 dark:border-gray-700"
        aria-label="Support tickets"
      >
        {folders.map((folder) => (
          <Tab
            className="cursor-pointer rounded-t-md border-0 border-b-2 border-solid border-transparent bg-transparent px-3.5 py-2 font-[inherit] text-sm font-semibold text-gray-600 hover:bg-gray-100 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-blue-400 dark:text-gray-300 dark:hover:bg-gray-800 [&.base--selected]:border-blue-700 [&.base--selected]:text-blue-700 dark:[&.base--selected]:border-blue-300 dark:[&.base--selected]:text-blue-300 [&.base--disabled]:cursor-not-allowed [&.base--disabled]:text-gray-400 [&.base--disabled]:hover:bg-transparent dark:[&.base--disabled]:text-gray-500"
            key={folder.value}
            value={folder.value}
          >
            {folder.label}
            <span
              className="ml-2 rounded-full bg-gray-200 px-2 py-0.5 text-xs text-gray-800 dark:bg-gray-700 dark:text-gray-100"
              aria-label={`${folder.count} tickets`}
            >
              {folder.count}
            </span>
          </Tab>
        ))}
      </TabsList>
      {folders.map((folder) => (
        <TabPanel
          className="py-4 text-sm leading-6 text-gray-800 focus-visible:outline-3 focus-visible:outline-blue-400 dark:text-gray-200"
          key={folder.value}
          value={folder.value}
        >
          {folder.text}
        </TabPanel>
      ))}
    </Tabs>
  );
}
