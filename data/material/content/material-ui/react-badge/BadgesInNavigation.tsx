import * as React from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const tabs = [
  { label: 'Open', count: 12 },
  { label: 'Assigned to me', count: 3 },
  { label: 'Closed', count: 0 },
];

export default function BadgesInNavigation() {
  const [current, setCurrent] = React.useState(0);

  return (
    <Box sx={{ width: '100%' }}>
      <Tabs
        value={current}
        onChange={(_, value: number) => setCurrent(value)}
        aria-label="Ticket filters"
        variant="scrollable"
        scrollButtons={false}
      >
        {tabs.map((tab, index) => (
          <Tab
            key={tab.label}
            id={`ticket-tab-${index}`}
            aria-controls={`ticket-panel-${index}`}
            label={
              <Badge
                badgeContent={tab.count}
                color="primary"
                max={99}
                // The bare number is hidden from screen readers; the text after the label says what it counts.
                slotProps={{ badge: { 'aria-hidden': true } }}
                sx={{ '& .MuiBadge-badge': { right: -14, top: 10 } }}
              >
                {tab.label}
                <Box component="span" sx={visuallyHidden}>
                  {`(${tab.count} tickets)`}
                </Box>
              </Badge>
            }
            sx={{ pr: 4 }}
          />
        ))}
      </Tabs>
      <Typography
        role="tabpanel"
        id={`ticket-panel-${current}`}
        aria-labelledby={`ticket-tab-${current}`}
        variant="body2"
        sx={{ p: 2, color: 'text.secondary' }}
      >
        {tabs[current].count === 0
          ? `No ${tabs[current].label.toLowerCase()} tickets.`
          : `${tabs[current].count} tickets in “${tabs[current].label}”.`}
      </Typography>
    </Box>
  );
}
