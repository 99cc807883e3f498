import * as React from 'react';
import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import TodayIcon from '@mui/icons-material/Today';
import FitnessCenterIcon from '@mui/icons-material/FitnessCenter';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import BedtimeIcon from '@mui/icons-material/Bedtime';
import InsightsIcon from '@mui/icons-material/Insights';

const tabs = [
  { value: 'today', label: 'Today', icon: <TodayIcon /> },
  { value: 'workouts', label: 'Workouts', icon: <FitnessCenterIcon /> },
  { value: 'meals', label: 'Meals', icon: <RestaurantIcon /> },
  { value: 'sleep', label: 'Sleep', icon: <BedtimeIcon /> },
  { value: 'trends', label: 'Trends', icon: <InsightsIcon /> },
];

export default function LabelOnSelectionBottomNavigation() {
  const [value, setValue] = React.useState('today');
  const current = tabs.find((tab) => tab.value === value);

  return (
    <Box sx={{ width: '100%', maxWidth: 420, mx: 'auto', border: 1, borderColor: 'divider', borderRadius: 1, overflow: 'hidden' }}>
      <Typography variant="h6" component="p" sx={{ p: 2, minHeight: 96 }}>
        {current?.label}
      </Typography>
      {/* No showLabels: only the selected action shows its label; the others keep theirs for screen readers. */}
      <BottomNavigation
        value={value}
        onChange={(_event, newValue: string) => setValue(newValue)}
        sx={{ borderTop: 1, borderColor: 'divider' }}
      >
        {tabs.map((tab) => (
          <BottomNavigationAction
            key={tab.value}
            value={tab.value}
            label={tab.label}
            icon={tab.icon}
            aria-current={value === tab.value ? 'page' : undefined}
          />
        ))}
      </BottomNavigation>
    </Box>
  );
}
