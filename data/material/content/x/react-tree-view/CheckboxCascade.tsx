import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, TreeItem2Props, TreeItem2SlotProps } from '@mui/x-tree-view/TreeItem2';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const folders: TreeViewBaseItem[] = [
  {
    id: 'photos',
    label: 'Photos',
    children: [
      { id: 'photos/2025-lisbon', label: '2025 Lisbon' },
      { id: 'photos/2025-birthday', label: '2025 Birthday' },
      { id: 'photos/scans', label: 'Old scans' },
    ],
  },
  {
    id: 'documents',
    label: 'Documents',
    children: [
      {
        id: 'documents/taxes',
        label: 'Taxes',
        children: [
          { id: 'documents/taxes/2024', label: '2024' },
          { id: 'documents/taxes/2025', label: '2025' },
        ],
      },
      { id: 'documents/contracts', label: 'Contracts' },
    ],
  },
  { id: 'music', label: 'Music' },
];

// Parent and descendant lookups, built once from the data.
const parentOf = new Map<string, string | null>();
const childrenOf = new Map<string, string[]>();
function index(items: TreeViewBaseItem[], parent: string | null) {
  items.forEach((item) => {
    parentOf.set(item.id, parent);
    childrenOf.set(
      item.id,
      (item.children ?? []).map((child) => child.id),
    );
    index(item.children ?? [], item.id);
  });
}
index(folders, null);

function descendants(id: string): string[] {
  return (childrenOf.get(id) ?? []).flatMap((child) => [child, ...descendants(child)]);
}

function ancestors(id: string): string[] {
  const parent = parentOf.get(id);
  return parent ? [parent, ...ancestors(parent)] : [];
}

function cascade(previous: string[], next: string[]): string[] {
  const result = new Set(next);
  const added = next.filter((id) => !previous.includes(id));
  const removed = previous.filter((id) => !next.includes(id));
  // Unticking a folder unticks everything inside it, and every folder above it.
  removed.forEach((id) => [id, ...descendants(id), ...ancestors(id)].forEach((other) => result.delete(other)));
  // Ticking a folder ticks everything inside it.
  added.forEach((id) => descendants(id).forEach((other) => result.add(other)));
  // A folder whose children are all ticked is ticked too.
  added.forEach((id) =>
    ancestors(id).forEach((ancestor) => {
      if ((childrenOf.get(ancestor) ?? []).every((child) => result.has(child))) {
        result.add(ancestor);
      }
    }),
  );
  return [...result];
}

// The item checkbox has no accessible name by default: give it the item's label.
const LabelledCheckboxItem = React.forwardRef(function LabelledCheckboxItem(props: TreeItem2Props, ref: React.Ref<HTMLLIElement>) {
  const checkboxProps = { slotProps: { input: { 'aria-label': String(props.label) } } } as TreeItem2SlotProps['checkbox'];
  return <TreeItem2 {...props} ref={ref} slotProps={{ checkbox: checkboxProps }} />;
});

export default function CheckboxCascade() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>(['documents/taxes', 'documents/taxes/2024', 'documents/taxes/2025']);
  const topLevel = folders.filter((folder) => selectedItems.includes(folder.id)).map((folder) => folder.label);

  return (
    <Box sx={{ width: '100%', maxWidth: 400 }}>
      <Typography id="sync-folders-label" variant="subtitle2">
        Folders to sync to this laptop
      </Typography>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {selectedItems.length} folders ticked{topLevel.length > 0 ? `, including all of ${topLevel.join(' and ')}` : ''}
      </Typography>
      <Box sx={{ minHeight: 330 }}>
        <RichTreeView
          aria-labelledby="sync-folders-label"
          multiSelect
          checkboxSelection
          slots={{ item: LabelledCheckboxItem }}
          items={folders}
          defaultExpandedItems={['photos', 'documents', 'documents/taxes']}
          selectedItems={selectedItems}
          onSelectedItemsChange={(event, itemIds) => setSelectedItems((previous) => cascade(previous, itemIds))}
        />
      </Box>
    </Box>
  );
}
