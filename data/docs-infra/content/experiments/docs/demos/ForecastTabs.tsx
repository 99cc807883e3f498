import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const days = [
  { label: 'Today', text: 'Sunny spells, 18 °C, light breeze from the west.' },
  { label: 'Tomorrow', text: 'Showers in the afternoon, 15 °C.' },
  { label: 'Weekend', text: 'Dry and cool, with a chance of early fog.' },
];

export default function ForecastTabs() {
  const [tab, setTab] = React.useState(0);

  return (
    <Box>
      <Tabs value={tab} onChange={(_event, next: number) => setTab(next)} aria-label="Weather forecast">
        {days.map((day, index) => (
          <Tab key={day.label} label={day.label} id={`forecast-tab-${index}`} aria-controls={`forecast-panel-${index}`} />
        ))}
      </Tabs>
      <Typography role="tabpanel" id={`forecast-panel-${tab}`} aria-labelledby={`forecast-tab-${tab}`} sx={{ p: 2 }}>
        {days[tab].text}
      </Typography>
    </Box>
  );
}
