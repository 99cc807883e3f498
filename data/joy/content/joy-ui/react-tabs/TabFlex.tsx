import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import Stack from '@mui/joy/Stack';
import Typography from '@mui/joy/Typography';

export default function TabFlex() {
  return (
    <Stack spacing={3} sx={{ width: '100%' }}>
      <div>
        <Typography level="body-xs" sx={{ mb: 0.5 }}>
          tabFlex={'{1}'}: equal widths
        </Typography>
        <Tabs defaultValue={0}>
          <TabList aria-label="Equal widths" tabFlex={1}>
            <Tab>Log in</Tab>
            <Tab>Create an account</Tab>
          </TabList>
        </Tabs>
      </div>
      <div>
        <Typography level="body-xs" sx={{ mb: 0.5 }}>
          tabFlex=&quot;auto&quot;: fill the row, sized by the labels
        </Typography>
        <Tabs defaultValue={0}>
          <TabList aria-label="Widths from the labels" tabFlex="auto">
            <Tab>Log in</Tab>
            <Tab>Create an account</Tab>
          </TabList>
        </Tabs>
      </div>
    </Stack>
  );
}
