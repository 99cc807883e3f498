import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import Stack from '@mui/joy/Stack';

const sizes = ['sm', 'md', 'lg'] as const;

export default function TabsSizes() {
  return (
    <Stack spacing={2}>
      {sizes.map((size) => (
        <Tabs key={size} size={size} defaultValue={0}>
          <TabList aria-label={`Size ${size}`}>
            <Tab>Files</Tab>
            <Tab>Activity</Tab>
            <Tab>Settings</Tab>
          </TabList>
        </Tabs>
      ))}
    </Stack>
  );
}
