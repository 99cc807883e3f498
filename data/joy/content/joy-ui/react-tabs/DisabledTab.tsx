import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import Typography from '@mui/joy/Typography';

export default function DisabledTab() {
  return (
    <div>
      <Tabs defaultValue={0}>
        <TabList aria-label="Report views">
          <Tab>Summary</Tab>
          <Tab disabled>Forecast</Tab>
          <Tab>Raw data</Tab>
        </TabList>
      </Tabs>
      <Typography level="body-xs" sx={{ mt: 1 }}>
        Forecasts come with the Pro plan.
      </Typography>
    </div>
  );
}
