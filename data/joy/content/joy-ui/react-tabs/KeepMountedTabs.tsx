import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Input from '@mui/joy/Input';
import Textarea from '@mui/joy/Textarea';
import Stack from '@mui/joy/Stack';

export default function KeepMountedTabs() {
  return (
    <Tabs defaultValue={0} sx={{ width: '100%', maxWidth: 420 }}>
      <TabList aria-label="New event">
        <Tab>Details</Tab>
        <Tab>Description</Tab>
      </TabList>
      {/* keepMounted: the hidden panel stays in the DOM, so what was typed in it survives. */}
      <TabPanel value={0} keepMounted>
        <Stack spacing={1.5}>
          <FormControl>
            <FormLabel>Event title</FormLabel>
            <Input placeholder="Quarterly planning" />
          </FormControl>
          <FormControl>
            <FormLabel>Room</FormLabel>
            <Input placeholder="Fjord, 3rd floor" />
          </FormControl>
        </Stack>
      </TabPanel>
      <TabPanel value={1} keepMounted>
        <FormControl>
          <FormLabel>Agenda</FormLabel>
          <Textarea minRows={3} placeholder="What should people prepare?" />
        </FormControl>
      </TabPanel>
    </Tabs>
  );
}
