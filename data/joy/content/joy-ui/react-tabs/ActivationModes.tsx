import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';
import Typography from '@mui/joy/Typography';
import Stack from '@mui/joy/Stack';

const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri'];
const forecast = ['Sunny, 19°', 'Showers, 14°', 'Cloudy, 16°', 'Windy, 15°', 'Sunny, 21°'];

function Forecast({ followFocus }: { followFocus: boolean }) {
  return (
    <div>
      <Typography level="title-sm" sx={{ mb: 0.5 }}>
        {followFocus ? 'Automatic: arrows select' : 'Manual: arrows move focus, Enter selects'}
      </Typography>
      <Tabs defaultValue={0} selectionFollowsFocus={followFocus}>
        <TabList aria-label={followFocus ? 'Forecast, automatic activation' : 'Forecast, manual activation'}>
          {days.map((day) => (
            <Tab key={day}>{day}</Tab>
          ))}
        </TabList>
        {days.map((day, index) => (
          <TabPanel key={day} value={index}>
            <Typography level="body-sm">{forecast[index]}</Typography>
          </TabPanel>
        ))}
      </Tabs>
    </div>
  );
}

export default function ActivationModes() {
  return (
    <Stack spacing={3} sx={{ width: '100%', maxWidth: 420 }}>
      <Forecast followFocus={false} />
      <Forecast followFocus />
    </Stack>
  );
}
