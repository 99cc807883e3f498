import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const syllabus: TreeViewBaseItem[] = [
  {
    id: 'week-1',
    label: 'Week 1: Soil and seeds',
    children: [
      { id: 'lesson-1-1', label: 'Reading a soil test' },
      { id: 'lesson-1-2', label: 'Sowing indoors' },
      { id: 'lesson-1-3', label: 'Hardening off seedlings' },
    ],
  },
  {
    id: 'week-2',
    label: 'Week 2: Water',
    children: [
      { id: 'lesson-2-1', label: 'Drip irrigation basics' },
      { id: 'lesson-2-2', label: 'Collecting rainwater' },
    ],
  },
  {
    id: 'week-3',
    label: 'Week 3: Harvest',
    children: [
      { id: 'lesson-3-1', label: 'When to pick' },
      { id: 'lesson-3-2', label: 'Storing root vegetables' },
    ],
  },
];

const labels = new Map<string, string>();
const collect = (items: TreeViewBaseItem[]) =>
  items.forEach((item) => {
    labels.set(item.id, item.label);
    collect(item.children ?? []);
  });
collect(syllabus);

export default function MultiSelection() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>(['lesson-1-2', 'lesson-2-1']);

  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <Box sx={{ minHeight: 300 }}>
        <RichTreeView
          multiSelect
          aria-label="Course syllabus"
          items={syllabus}
          defaultExpandedItems={['week-1', 'week-2']}
          selectedItems={selectedItems}
          onSelectedItemsChange={(event, itemIds) => setSelectedItems(itemIds)}
        />
      </Box>
      <Typography role="status" variant="body2" sx={{ mt: 1 }}>
        {selectedItems.length === 0
          ? 'Nothing selected for offline use.'
          : `${selectedItems.length} selected: ${selectedItems.map((id) => labels.get(id)).join(', ')}`}
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5 }}>
        <Button variant="contained" size="small" disabled={selectedItems.length === 0}>
          Save offline
        </Button>
        <Button size="small" disabled={selectedItems.length === 0} onClick={() => setSelectedItems([])}>
          Clear selection
        </Button>
      </Stack>
    </Box>
  );
}
