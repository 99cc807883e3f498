import Tabs, { type TabsProps } from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';

/** The playground's Tabs: three views of a project, the root's props from the controls. */
export default function TabsPlayground(props: TabsProps) {
  return (
    <Tabs aria-label="Project views" defaultValue={0} sx={{ minWidth: 260 }} {...props}>
      <TabList>
        <Tab>Overview</Tab>
        <Tab>Tasks</Tab>
        <Tab>Files</Tab>
      </TabList>
      <TabPanel value={0}>Milestones and the latest updates.</TabPanel>
      <TabPanel value={1}>Twelve open tasks, three due this week.</TabPanel>
      <TabPanel value={2}>Briefs, drafts and exported assets.</TabPanel>
    </Tabs>
  );
}
