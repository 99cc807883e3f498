import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { useTreeViewApiRef } from '@mui/x-tree-view/hooks';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Location = TreeViewBaseItem<{ id: string; label: string; note?: string }>;

const warehouse: Location[] = [
  {
    id: 'zone-a',
    label: 'Zone A · Dry goods',
    children: [
      {
        id: 'a1',
        label: 'Aisle A1',
        children: [
          { id: 'a1-01', label: 'Bin A1-01', note: 'Flour and grains, 40 slots' },
          { id: 'a1-02', label: 'Bin A1-02', note: 'Tinned tomatoes, 60 slots' },
        ],
      },
      {
        id: 'a2',
        label: 'Aisle A2',
        children: [
          { id: 'a2-01', label: 'Bin A2-01', note: 'Dried pasta, 30 slots' },
          { id: 'a2-02', label: 'Bin A2-02', note: 'Rice, 30 slots' },
        ],
      },
    ],
  },
  {
    id: 'zone-b',
    label: 'Zone B · Cold storage',
    children: [
      {
        id: 'b1',
        label: 'Aisle B1',
        children: [
          { id: 'b1-01', label: 'Bin B1-01', note: 'Dairy, 24 slots, kept at 4 °C' },
          { id: 'b1-02', label: 'Bin B1-02', note: 'Fresh herbs, 12 slots, kept at 6 °C' },
        ],
      },
    ],
  },
  { id: 'returns', label: 'Returns desk', note: 'Parcels waiting for inspection' },
];

const parentOf = new Map<string, string>();
const bins: Location[] = [];
function index(items: Location[], parent?: string) {
  items.forEach((item) => {
    if (parent) {
      parentOf.set(item.id, parent);
    }
    if (item.children) {
      index(item.children, item.id);
    } else {
      bins.push(item);
    }
  });
}
index(warehouse);

function ancestorsOf(id: string): string[] {
  const parent = parentOf.get(id);
  return parent ? [parent, ...ancestorsOf(parent)] : [];
}

export default function ApiRefFocus() {
  const apiRef = useTreeViewApiRef();
  const [target, setTarget] = React.useState('b1-02');
  const [expandedItems, setExpandedItems] = React.useState<string[]>([]);
  const [selectedItem, setSelectedItem] = React.useState<string | null>(null);
  // The item to focus after the next render, and a counter that triggers that render.
  const pendingFocus = React.useRef<{ itemId: string; event: React.SyntheticEvent } | null>(null);
  const [focusRequest, setFocusRequest] = React.useState(0);

  // Focus once the ancestors are expanded and the item is in the DOM.
  React.useEffect(() => {
    if (pendingFocus.current) {
      apiRef.current?.focusItem(pendingFocus.current.event, pendingFocus.current.itemId);
      pendingFocus.current = null;
    }
  }, [focusRequest, apiRef]);

  const [details, setDetails] = React.useState('No location selected');

  const select = (itemId: string | null) => {
    setSelectedItem(itemId);
    // getItem returns the item object as you passed it in `items`, extra fields included.
    const location: Location | undefined = itemId ? apiRef.current?.getItem(itemId) : undefined;
    setDetails(
      location ? `${location.label}: ${location.note ?? `${location.children?.length ?? 0} locations inside`}` : 'No location selected',
    );
  };

  const showInTree = (event: React.MouseEvent) => {
    setExpandedItems((previous) => [...new Set([...previous, ...ancestorsOf(target)])]);
    select(target);
    pendingFocus.current = { itemId: target, event };
    setFocusRequest((count) => count + 1);
  };

  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 2, alignItems: 'center' }}>
        <TextField
          select
          size="small"
          label="Bin"
          value={target}
          onChange={(event) => setTarget(event.target.value)}
          sx={{ minWidth: 150 }}
        >
          {bins.map((bin) => (
            <MenuItem key={bin.id} value={bin.id}>
              {bin.label}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" onClick={showInTree}>
          Show in tree
        </Button>
      </Stack>
      <Box sx={{ minHeight: 280 }}>
        <RichTreeView
          aria-label="Warehouse locations"
          apiRef={apiRef}
          items={warehouse}
          expandedItems={expandedItems}
          onExpandedItemsChange={(event, itemIds) => setExpandedItems(itemIds)}
          selectedItems={selectedItem}
          onSelectedItemsChange={(event, itemId) => select(itemId)}
        />
      </Box>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mt: 1, minHeight: 20 }}>
        {details}
      </Typography>
    </Box>
  );
}
