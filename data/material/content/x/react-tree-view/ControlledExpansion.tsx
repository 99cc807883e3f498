import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const projectFiles: TreeViewBaseItem[] = [
  {
    id: 'src',
    label: 'src',
    children: [
      {
        id: 'src/components',
        label: 'components',
        children: [
          { id: 'src/components/Header.tsx', label: 'Header.tsx' },
          { id: 'src/components/InvoiceTable.tsx', label: 'InvoiceTable.tsx' },
        ],
      },
      {
        id: 'src/hooks',
        label: 'hooks',
        children: [{ id: 'src/hooks/useInvoices.ts', label: 'useInvoices.ts' }],
      },
      { id: 'src/main.tsx', label: 'main.tsx' },
    ],
  },
  {
    id: 'tests',
    label: 'tests',
    children: [{ id: 'tests/invoices.test.ts', label: 'invoices.test.ts' }],
  },
  {
    id: 'public',
    label: 'public',
    children: [{ id: 'public/favicon.svg', label: 'favicon.svg' }],
  },
  { id: 'package.json', label: 'package.json' },
];

// Every item that has children, in display order.
function expandableIds(items: TreeViewBaseItem[]): string[] {
  return items.flatMap((item) => (item.children?.length ? [item.id, ...expandableIds(item.children)] : []));
}
const allFolders = expandableIds(projectFiles);

export default function ControlledExpansion() {
  const [expandedItems, setExpandedItems] = React.useState<string[]>(['src']);

  return (
    <Box sx={{ width: '100%', maxWidth: 400 }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 1, flexWrap: 'wrap', alignItems: 'center' }}>
        <Button
          size="small"
          variant="outlined"
          onClick={() => setExpandedItems(allFolders)}
          disabled={expandedItems.length === allFolders.length}
        >
          Expand all
        </Button>
        <Button size="small" variant="outlined" onClick={() => setExpandedItems([])} disabled={expandedItems.length === 0}>
          Collapse all
        </Button>
        <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
          {expandedItems.length} of {allFolders.length} folders open
        </Typography>
      </Stack>
      <Box sx={{ minHeight: 330 }}>
        <RichTreeView
          aria-label="Project files"
          items={projectFiles}
          expandedItems={expandedItems}
          onExpandedItemsChange={(event, itemIds) => setExpandedItems(itemIds)}
        />
      </Box>
    </Box>
  );
}
