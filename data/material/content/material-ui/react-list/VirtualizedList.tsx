import * as React from 'react';
import { List, useListRef, type RowComponentProps } from 'react-window';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

const cities = ['Accra', 'Bergen', 'Cusco', 'Da Nang', 'Edinburgh', 'Fukuoka', 'Graz', 'Hobart', 'Izmir', 'Jaipur'];

// 5,000 shipments, generated once: only the ~10 visible rows are ever in the DOM.
const shipments = Array.from({ length: 5000 }, (_, index) => ({
  id: `SHP-${String(index + 1).padStart(5, '0')}`,
  route: `${cities[index % cities.length]} → ${cities[(index * 7 + 3) % cities.length]}`,
  weight: 1 + ((index * 37) % 480) / 10,
}));

type Shipment = (typeof shipments)[number];

function ShipmentRow({ index, style, ariaAttributes, items }: RowComponentProps<{ items: Shipment[] }>) {
  const shipment = items[index];
  return (
    <ListItem component="div" style={style} {...ariaAttributes} disablePadding>
      <ListItemButton>
        <ListItemText primary={`${shipment.id} · ${shipment.route}`} secondary={`${shipment.weight.toFixed(1)} kg`} />
      </ListItemButton>
    </ListItem>
  );
}

export default function VirtualizedList() {
  const listRef = useListRef(null);

  return (
    <Stack spacing={1} sx={{ width: '100%', maxWidth: 380 }}>
      <Stack direction="row" spacing={1}>
        <Button size="small" variant="outlined" onClick={() => listRef.current?.scrollToRow({ index: 2499, align: 'start' })}>
          Jump to 2,500
        </Button>
        <Button size="small" variant="outlined" onClick={() => listRef.current?.scrollToRow({ index: 0 })}>
          Back to top
        </Button>
      </Stack>
      <Paper variant="outlined" sx={{ height: 360 }}>
        <List
          listRef={listRef}
          aria-label="Shipments"
          rowComponent={ShipmentRow}
          rowCount={shipments.length}
          rowHeight={72}
          rowProps={{ items: shipments }}
          defaultHeight={360}
          overscanCount={5}
          style={{ height: '100%' }}
        />
      </Paper>
    </Stack>
  );
}
