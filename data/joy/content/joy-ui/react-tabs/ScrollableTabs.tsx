import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab, { tabClasses } from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';
import Typography from '@mui/joy/Typography';

const categories = [
  'Vegetables',
  'Fruit',
  'Bakery',
  'Dairy',
  'Cheese',
  'Fish',
  'Pantry',
  'Spices',
  'Frozen',
  'Drinks',
  'Household',
  'Baby',
];

export default function ScrollableTabs() {
  return (
    <Tabs defaultValue={0} sx={{ width: '100%', maxWidth: 560 }}>
      <TabList
        aria-label="Grocery aisles"
        sx={{
          overflow: 'auto',
          scrollSnapType: 'x mandatory',
          scrollbarWidth: 'thin',
          // Room for the indicator, which sits below the tab and would be clipped.
          pb: '2px',
          [`& .${tabClasses.root}`]: {
            flex: 'none',
            scrollSnapAlign: 'start',
          },
        }}
      >
        {categories.map((category) => (
          <Tab key={category}>{category}</Tab>
        ))}
      </TabList>
      {categories.map((category, index) => (
        <TabPanel key={category} value={index}>
          <Typography level="body-sm">
            Aisle {index + 1}: {category.toLowerCase()}.
          </Typography>
        </TabPanel>
      ))}
    </Tabs>
  );
}
