import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';

export default function CenteredTabs() {
  return (
    <Tabs defaultValue={0} sx={{ width: '100%' }}>
      <TabList aria-label="Product page" sx={{ justifyContent: 'center' }}>
        <Tab>Features</Tab>
        <Tab>Specs</Tab>
        <Tab>Reviews</Tab>
      </TabList>
    </Tabs>
  );
}
