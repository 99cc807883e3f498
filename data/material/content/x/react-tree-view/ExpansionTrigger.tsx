import * as React from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const handbook: TreeViewBaseItem[] = [
  {
    id: 'getting-started',
    label: 'Getting started',
    children: [
      { id: 'first-week', label: 'Your first week' },
      { id: 'accounts', label: 'Accounts and equipment' },
    ],
  },
  {
    id: 'policies',
    label: 'Policies',
    children: [
      { id: 'travel', label: 'Travel' },
      { id: 'expenses', label: 'Expenses' },
      { id: 'remote-work', label: 'Remote work' },
    ],
  },
  { id: 'contacts', label: 'Who to ask' },
];

const titles = new Map<string, string>();
const collect = (items: TreeViewBaseItem[]) =>
  items.forEach((item) => {
    titles.set(item.id, item.label);
    collect(item.children ?? []);
  });
collect(handbook);

export default function ExpansionTrigger() {
  const [page, setPage] = React.useState('getting-started');

  return (
    <Box sx={{ display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, gap: 2, width: '100%' }}>
      <Box component="nav" aria-label="Handbook" sx={{ flex: { sm: '0 0 240px' }, minHeight: { sm: 280 } }}>
        <RichTreeView
          aria-label="Handbook sections"
          items={handbook}
          expansionTrigger="iconContainer"
          defaultExpandedItems={['getting-started']}
          selectedItems={page}
          onSelectedItemsChange={(event, itemId) => {
            if (itemId) {
              setPage(itemId);
            }
          }}
        />
      </Box>
      <Paper variant="outlined" sx={{ flex: 1, p: 2 }}>
        <Typography variant="h6" component="p" role="status">
          {titles.get(page)}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          The page for this section would load here. Clicking a section title opens its page; only the arrow opens or closes the section.
        </Typography>
      </Paper>
    </Box>
  );
}
