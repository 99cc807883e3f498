import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';

export const component = 'Tabs';

// Starting values are the md Tabs' own (Tabs' styles in @mui/joy 5.0.0-beta.49);
// --Tab-indicatorRadius is unset there, which draws square ends (0).
export const variables = [
  { name: '--Tabs-spacing', default: 1, min: 0, max: 2.5, step: 0.125, unit: 'rem' },
  { name: '--Tab-indicatorThickness', default: 2, min: 1, max: 8, step: 1, unit: 'px' },
  { name: '--Tab-indicatorRadius', default: 0, min: 0, max: 8, step: 1, unit: 'px' },
] as const;

export default function TabsVariablesPreview({ sx }: { sx: Record<string, string> }) {
  return (
    <Tabs defaultValue={0} sx={sx}>
      <TabList aria-label="Preview">
        <Tab>Overview</Tab>
        <Tab>Activity</Tab>
        <Tab>Settings</Tab>
      </TabList>
    </Tabs>
  );
}
