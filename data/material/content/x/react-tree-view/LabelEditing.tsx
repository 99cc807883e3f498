import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Note = TreeViewBaseItem<{ id: string; label: string; locked?: boolean }>;

const initialNotebooks: Note[] = [
  {
    id: 'garden-plans',
    label: 'Garden plans',
    children: [
      { id: 'bed-layout', label: 'Raised bed layout' },
      { id: 'seed-order', label: 'Seed order for March' },
    ],
  },
  {
    id: 'trip-ideas',
    label: 'Trip ideas',
    children: [
      { id: 'coast-walk', label: 'Coast path, three days' },
      { id: 'night-train', label: 'Night train routes' },
    ],
  },
  { id: 'templates', label: 'Templates', locked: true },
];

function renameItem(items: Note[], itemId: string, label: string): Note[] {
  return items.map((item) =>
    item.id === itemId ? { ...item, label } : { ...item, children: item.children && renameItem(item.children, itemId, label) },
  );
}

function findLabel(items: Note[], itemId: string): string | undefined {
  for (const item of items) {
    if (item.id === itemId) {
      return item.label;
    }
    const label = findLabel(item.children ?? [], itemId);
    if (label) {
      return label;
    }
  }
  return undefined;
}

export default function LabelEditing() {
  const [notebooks, setNotebooks] = React.useState(initialNotebooks);
  const [message, setMessage] = React.useState('Double-click a name, or focus it and press Enter, to rename it.');

  return (
    <Box sx={{ width: '100%', maxWidth: 400 }}>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 1, minHeight: 40 }}>
        {message}
      </Typography>
      <Box sx={{ minHeight: 260 }}>
        <RichTreeView
          aria-label="Notebooks"
          // At v7.29 the input's background ignores dark mode; take both colours from the theme.
          sx={{ [`& .${treeItemClasses.labelInput}`]: { bgcolor: 'background.paper', color: 'text.primary' } }}
          items={notebooks}
          defaultExpandedItems={['garden-plans']}
          experimentalFeatures={{ labelEditing: true }}
          isItemEditable={(item) => !item.locked}
          onItemLabelChange={(itemId, newLabel) => {
            const oldLabel = findLabel(notebooks, itemId);
            if (oldLabel !== newLabel) {
              setMessage(`Renamed “${oldLabel}” to “${newLabel}”.`);
              setNotebooks((previous) => renameItem(previous, itemId, newLabel));
            }
          }}
        />
      </Box>
    </Box>
  );
}
