import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeViewPro } from '@mui/x-tree-view-pro/RichTreeViewPro';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const schedule: TreeViewBaseItem[] = [
  {
    id: 'day-1',
    label: 'Day 1 · Thursday',
    children: [
      { id: 'keynote', label: 'Opening keynote' },
      { id: 'offline-first', label: 'Offline-first forms' },
      { id: 'type-scales', label: 'Type scales that work' },
    ],
  },
  {
    id: 'day-2',
    label: 'Day 2 · Friday',
    children: [
      { id: 'perf-budgets', label: 'Performance budgets' },
      { id: 'panel', label: 'Panel: shipping on Fridays' },
    ],
  },
  { id: 'unscheduled', label: 'Not scheduled yet', children: [{ id: 'maps', label: 'Maps without tiles' }] },
];

const labels = new Map<string, string>();
const collect = (items: TreeViewBaseItem[]) =>
  items.forEach((item) => {
    labels.set(item.id, item.label);
    collect(item.children ?? []);
  });
collect(schedule);

const days = new Set(schedule.map((day) => day.id));

export default function DragAndDropReordering() {
  const [status, setStatus] = React.useState('Drag a talk to move it within a day or to another day.');

  return (
    <Box sx={{ width: '100%', maxWidth: 400 }}>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 1, minHeight: 40 }}>
        {status}
      </Typography>
      <Box sx={{ minHeight: 330 }}>
        <RichTreeViewPro
          aria-label="Conference schedule"
          items={schedule}
          defaultExpandedItems={['day-1', 'day-2', 'unscheduled']}
          experimentalFeatures={{ indentationAtItemLevel: true, itemsReordering: true }}
          itemsReordering
          // Days stay where they are; talks can move.
          isItemReorderable={(itemId) => !days.has(itemId)}
          // A talk must stay directly inside a day.
          canMoveItemToNewPosition={({ newPosition }) => newPosition.parentId !== null && days.has(newPosition.parentId)}
          onItemPositionChange={({ itemId, oldPosition, newPosition }) => {
            const from = labels.get(oldPosition.parentId ?? '');
            const to = labels.get(newPosition.parentId ?? '');
            setStatus(
              `Moved “${labels.get(itemId)}” from ${from}, slot ${oldPosition.index + 1}, to ${to}, slot ${newPosition.index + 1}.`,
            );
          }}
        />
      </Box>
    </Box>
  );
}
