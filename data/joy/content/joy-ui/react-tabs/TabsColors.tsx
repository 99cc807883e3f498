import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import Stack from '@mui/joy/Stack';
import type { ColorPaletteProp } from '@mui/joy/styles';

const colors: ColorPaletteProp[] = ['primary', 'neutral', 'danger', 'success', 'warning'];

export default function TabsColors() {
  return (
    <Stack spacing={2} sx={{ width: '100%' }}>
      {colors.map((color) => (
        <Tabs key={color} defaultValue={0}>
          <TabList aria-label={`${color} tabs`}>
            <Tab color={color}>Day</Tab>
            <Tab color={color}>Week</Tab>
            <Tab color={color}>Month</Tab>
          </TabList>
        </Tabs>
      ))}
    </Stack>
  );
}
