import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab, { tabClasses } from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import SearchRounded from '@mui/icons-material/SearchRounded';
import FavoriteBorder from '@mui/icons-material/FavoriteBorder';
import PersonOutline from '@mui/icons-material/PersonOutline';

const destinations = [
  { label: 'Home', icon: <HomeOutlined />, text: 'Three new trails near you this weekend.' },
  { label: 'Search', icon: <SearchRounded />, text: 'Search by trail name, region or length.' },
  { label: 'Saved', icon: <FavoriteBorder />, text: 'You saved 7 trails.' },
  { label: 'Profile', icon: <PersonOutline />, text: '142 km walked this year.' },
];

export default function BottomNavigationTabs() {
  return (
    <Sheet variant="outlined" sx={{ width: '100%', maxWidth: 360, height: 300, borderRadius: 'lg', overflow: 'hidden', mx: 'auto' }}>
      <Tabs defaultValue={0} sx={{ height: '100%', flexDirection: 'column-reverse' }}>
        {/* The tab list is first in the DOM (and in the keyboard order) but shown at the bottom. */}
        <TabList
          aria-label="App sections"
          variant="soft"
          tabFlex={1}
          underlinePlacement="top"
          size="sm"
          sx={{
            [`& .${tabClasses.root}`]: { py: 1, fontSize: 'xs', gap: 0.25 },
            [`& .${tabClasses.root}[aria-selected="true"]`]: { color: 'primary.plainColor', bgcolor: 'transparent' },
          }}
        >
          {destinations.map((destination) => (
            <Tab key={destination.label} orientation="vertical" indicatorPlacement="top">
              <ListItemDecorator>{destination.icon}</ListItemDecorator>
              {destination.label}
            </Tab>
          ))}
        </TabList>
        {destinations.map((destination, index) => (
          <TabPanel key={destination.label} value={index} sx={{ overflow: 'auto' }}>
            <Typography level="title-lg" sx={{ mb: 1 }}>
              {destination.label}
            </Typography>
            <Typography level="body-sm">{destination.text}</Typography>
          </TabPanel>
        ))}
      </Tabs>
    </Sheet>
  );
}
