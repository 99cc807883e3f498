import { Tabs } from '@mui/base/Tabs';
import { TabsList } from '@mui/base/TabsList';
import { Tab } from '@mui/base/Tab';
import { TabPanel } from '@mui/base/TabPanel';

export default function TabsVertical() {
  return (
    <Tabs className="flex w-full max-w-xl gap-4" defaultValue="profile" orientation="vertical">
      <TabsList
        className="flex shrink-0 flex-col border-0 border-r border-solid border-gray-200 dark:border-gray-700"
        aria-label="Account settings"
      >
        <Tab
          className="cursor-pointer rounded-l-md border-0 border-r-2 text-left border-solid border-transparent bg-transparent px-3.5 py-2 font-[inherit] text-sm font-semibold text-gray-600 hover:bg-gray-100 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-blue-400 dark:text-gray-300 dark:hover:bg-gray-800 [&.base--selected]:border-blue-700 [&.base--selected]:text-blue-700 dark:[&.base--selected]:border-blue-300 dark:[&.base--selected]:text-blue-300 [&.base--disabled]:cursor-not-allowed [&.base--disabled]:text-gray-400 [&.base--disabled]:hover:bg-transparent dark:[&.base--disabled]:text-gray-500"
          value="profile"
        >
          Profile
        </Tab>
        <Tab
          className="cursor-pointer rounded-l-md border-0 border-r-2 text-left border-solid border-transparent bg-transparent px-3.5 py-2 font-[inherit] text-sm font-semibold text-gray-600 hover:bg-gray-100 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-blue-400 dark:text-gray-300 dark:hover:bg-gray-800 [&.base--selected]:border-blue-700 [&.base--selected]:text-blue-700 dark:[&.base--selected]:border-blue-300 dark:[&.base--selected]:text-blue-300 [&.base--disabled]:cursor-not-allowed [&.base--disabled]:text-gray-400 [&.base--disabled]:hover:bg-transparent dark:[&.base--disabled]:text-gray-500"
          value="notifications"
        >
          Notifications
        </Tab>
        <Tab
          className="cursor-pointer rounded-l-md border-0 border-r-2 text-left border-solid border-transparent bg-transparent px-3.5 py-2 font-[inherit] text-sm font-semibold text-gray-600 hover:bg-gray-100 focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-blue-400 dark:text-gray-300 dark:hover:bg-gray-800 [&.base--selected]:border-blue-700 [&.base--selected]:text-blue-700 dark:[&.base--selected]:border-blue-300 dark:[&.base--selected]:text-blue-300 [&.base--disabled]:cursor-not-allowed [&.base--disabled]:text-gray-400 [&.base--disabled]:hover:bg-transparent dark:[&.base--disabled]:text-gray-500"
          value="privacy"
        >
          Privacy
        </Tab>
      </TabsList>
      <TabPanel
        className="min-w-0 flex-1 py-2 text-sm leading-6 text-gray-800 focus-visible:outline-3 focus-visible:outline-blue-400 dark:text-gray-200"
        value="profile"
      >
        Name, photo and the short bio shown on your public page.
      </TabPanel>
      <TabPanel
        className="min-w-0 flex-1 py-2 text-sm leading-6 text-gray-800 focus-visible:outline-3 focus-visible:outline-blue-400 dark:text-gray-200"
        value="notifications"
      >
        E-mail digests are sent every Monday; mentions notify you at once.
      </TabPanel>
      <TabPanel
        className="min-w-0 flex-1 py-2 text-sm leading-6 text-gray-800 focus-visible:outline-3 focus-visible:outline-blue-400 dark:text-gray-200"
        value="privacy"
      >
        Your profile is visible to members of your workspaces only.
      </TabPanel>
    </Tabs>
  );
}
