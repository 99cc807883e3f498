import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab, { tabClasses } from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';
import Typography from '@mui/joy/Typography';
import Box from '@mui/joy/Box';

const ranges = [
  { label: 'Day', visitors: '1,204', change: '+3%' },
  { label: 'Week', visitors: '8,930', change: '+11%' },
  { label: 'Month', visitors: '36,412', change: '−2%' },
  { label: 'Year', visitors: '401,877', change: '+24%' },
];

export default function SegmentedControl() {
  return (
    <Tabs defaultValue={1} sx={{ bgcolor: 'transparent', width: '100%', maxWidth: 400 }}>
      <TabList
        aria-label="Time range"
        disableUnderline
        tabFlex={1}
        sx={{
          p: 0.5,
          gap: 0.5,
          borderRadius: 'xl',
          bgcolor: 'background.level1',
          [`& .${tabClasses.root}`]: {
            borderRadius: 'xl',
            fontWeight: 'md',
          },
          [`& .${tabClasses.root}[aria-selected="true"]`]: {
            bgcolor: 'background.surface',
            boxShadow: 'sm',
            color: 'text.primary',
          },
        }}
      >
        {ranges.map((range) => (
          <Tab key={range.label} disableIndicator>
            {range.label}
          </Tab>
        ))}
      </TabList>
      {ranges.map((range, index) => (
        <TabPanel key={range.label} value={index} sx={{ px: 0.5 }}>
          <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
            <Typography level="h3" component="p">
              {range.visitors}
            </Typography>
            <Typography level="body-sm">
              visitors, {range.change} on the previous {range.label.toLowerCase()}
            </Typography>
          </Box>
        </TabPanel>
      ))}
    </Tabs>
  );
}
