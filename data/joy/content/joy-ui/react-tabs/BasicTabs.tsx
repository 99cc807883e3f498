import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';
import Typography from '@mui/joy/Typography';

export default function BasicTabs() {
  return (
    <Tabs defaultValue={0} sx={{ width: '100%', maxWidth: 480 }}>
      <TabList aria-label="Recipe sections">
        <Tab>Ingredients</Tab>
        <Tab>Method</Tab>
        <Tab>Notes</Tab>
      </TabList>
      <TabPanel value={0}>
        <Typography level="body-sm">400 g chickpeas, 2 lemons, 3 tbsp tahini, 1 garlic clove, olive oil, cumin and salt.</Typography>
      </TabPanel>
      <TabPanel value={1}>
        <Typography level="body-sm">
          Blend the chickpeas with the tahini and lemon juice, then loosen with iced water until smooth.
        </Typography>
      </TabPanel>
      <TabPanel value={2}>
        <Typography level="body-sm">Keeps for four days in the fridge. Serve at room temperature.</Typography>
      </TabPanel>
    </Tabs>
  );
}
