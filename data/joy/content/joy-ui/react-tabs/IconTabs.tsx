import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Stack from '@mui/joy/Stack';
import PhotoLibraryOutlined from '@mui/icons-material/PhotoLibraryOutlined';
import VideoLibraryOutlined from '@mui/icons-material/VideoLibraryOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';

const tabs = [
  { label: 'Photos', icon: <PhotoLibraryOutlined /> },
  { label: 'Videos', icon: <VideoLibraryOutlined /> },
  { label: 'Documents', icon: <DescriptionOutlined /> },
];

export default function IconTabs() {
  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      {/* Icon before the label. */}
      <Tabs defaultValue={0}>
        <TabList aria-label="Media, icons before labels">
          {tabs.map((tab) => (
            <Tab key={tab.label}>
              <ListItemDecorator>{tab.icon}</ListItemDecorator>
              {tab.label}
            </Tab>
          ))}
        </TabList>
      </Tabs>
      {/* Icon above the label: the Tab's own orientation. */}
      <Tabs defaultValue={0}>
        <TabList aria-label="Media, icons above labels" tabFlex={1}>
          {tabs.map((tab) => (
            <Tab key={tab.label} orientation="vertical">
              <ListItemDecorator>{tab.icon}</ListItemDecorator>
              {tab.label}
            </Tab>
          ))}
        </TabList>
      </Tabs>
    </Stack>
  );
}
