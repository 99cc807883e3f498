import * as React from 'react';
import Tabs from '@mui/joy/Tabs';
import TabList from '@mui/joy/TabList';
import Tab from '@mui/joy/Tab';
import TabPanel from '@mui/joy/TabPanel';
import Typography from '@mui/joy/Typography';
import RadioGroup from '@mui/joy/RadioGroup';
import Radio from '@mui/joy/Radio';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import Box from '@mui/joy/Box';

type Placement = 'top' | 'bottom' | 'left' | 'right';
const placements: Placement[] = ['top', 'bottom', 'left', 'right'];

export default function IndicatorPlacement() {
  const [placement, setPlacement] = React.useState<Placement>('top');
  const vertical = placement === 'left' || placement === 'right';
  return (
    <Box sx={{ width: '100%' }}>
      <FormControl sx={{ mb: 2 }}>
        <FormLabel>Placement</FormLabel>
        <RadioGroup
          orientation="horizontal"
          value={placement}
          onChange={(event) => setPlacement(event.target.value as Placement)}
          sx={{ flexWrap: 'wrap' }}
        >
          {placements.map((value) => (
            <Radio key={value} value={value} label={value} />
          ))}
        </RadioGroup>
      </FormControl>
      <Tabs
        orientation={vertical ? 'vertical' : 'horizontal'}
        defaultValue={0}
        sx={{
          minHeight: 150,
          // The tab list comes after the panels when it sits at the bottom or on the right.
          flexDirection: {
            top: 'column',
            bottom: 'column-reverse',
            left: 'row',
            right: 'row-reverse',
          }[placement],
        }}
      >
        <TabList aria-label="Account" underlinePlacement={placement}>
          <Tab indicatorPlacement={placement}>Profile</Tab>
          <Tab indicatorPlacement={placement}>Password</Tab>
          <Tab indicatorPlacement={placement}>Sessions</Tab>
        </TabList>
        <TabPanel value={0}>
          <Typography level="body-sm">Display name, pronouns and photo.</Typography>
        </TabPanel>
        <TabPanel value={1}>
          <Typography level="body-sm">Last changed 41 days ago.</Typography>
        </TabPanel>
        <TabPanel value={2}>
          <Typography level="body-sm">Signed in on 3 devices.</Typography>
        </TabPanel>
      </Tabs>
    </Box>
  );
}
