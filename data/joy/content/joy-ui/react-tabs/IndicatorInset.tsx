import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import Stack from '@mui/joy/Stack';

export default function IndicatorInset() {
  return (
    <Stack spacing={3}>
      {/* The indicator stops at the tab's padding: as wide as the label. */}
      <Tabs defaultValue={0}>
        <TabList aria-label="Inset indicator">
          <Tab indicatorInset>Following</Tab>
          <Tab indicatorInset>For you</Tab>
          <Tab indicatorInset>Saved</Tab>
        </TabList>
      </Tabs>
      {/* A short, thick and rounded indicator from three CSS variables. */}
      <Tabs
        defaultValue={0}
        sx={{
          '--Tab-indicatorThickness': '4px',
          '--Tab-indicatorSize': '24px',
          '--Tab-indicatorRadius': '4px 4px 0 0',
        }}
      >
        <TabList aria-label="Short rounded indicator">
          <Tab>Following</Tab>
          <Tab>For you</Tab>
          <Tab>Saved</Tab>
        </TabList>
      </Tabs>
    </Stack>
  );
}
