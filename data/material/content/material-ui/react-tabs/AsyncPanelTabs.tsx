import * as React from 'react';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';

type Section = 'open' | 'merged' | 'closed';

const sections: { value: Section; label: string }[] = [
  { value: 'open', label: 'Open' },
  { value: 'merged', label: 'Merged' },
  { value: 'closed', label: 'Closed' },
];

const server: Record<Section, string[]> = {
  open: ['Add offline mode to the reader', 'Fix date parsing in invoices'],
  merged: ['Upgrade the image pipeline', 'Translate settings into Polish', 'Cache search results'],
  closed: ['Experiment: dark splash screen'],
};

// Simulates a request that takes about a second.
function fetchSection(section: Section): Promise<string[]> {
  return new Promise((resolve) => {
    setTimeout(() => resolve(server[section]), 900);
  });
}

export default function AsyncPanelTabs() {
  const [value, setValue] = React.useState<Section>('open');
  const [cache, setCache] = React.useState<Partial<Record<Section, string[]>>>({});

  React.useEffect(() => {
    if (cache[value]) {
      return undefined;
    }
    let active = true;
    fetchSection(value).then((items) => {
      if (active) {
        setCache((current) => ({ ...current, [value]: items }));
      }
    });
    return () => {
      active = false;
    };
  }, [value, cache]);

  const items = cache[value];

  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <Tabs
        value={value}
        onChange={(event, newValue: Section) => setValue(newValue)}
        aria-label="Pull requests"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {sections.map((section) => (
          <Tab
            key={section.value}
            value={section.value}
            label={section.label}
            id={`async-tab-${section.value}`}
            aria-controls={`async-tabpanel-${section.value}`}
          />
        ))}
      </Tabs>
      <div role="tabpanel" id={`async-tabpanel-${value}`} aria-labelledby={`async-tab-${value}`} aria-busy={!items}>
        {items ? (
          <List dense>
            {items.map((item) => (
              <ListItem key={item}>
                <ListItemText primary={item} />
              </ListItem>
            ))}
          </List>
        ) : (
          <Box sx={{ px: 2, py: 1.5 }}>
            <Skeleton width="80%" />
            <Skeleton width="60%" />
          </Box>
        )}
      </div>
    </Box>
  );
}
