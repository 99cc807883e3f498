import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

type Person = TreeViewBaseItem<{ id: string; label: string; role: string }>;

const orgChart: Person[] = [
  {
    id: 'amara',
    label: 'Amara Okafor',
    role: 'Chief Executive',
    children: [
      {
        id: 'tomas',
        label: 'Tomás Lindqvist',
        role: 'Head of Engineering',
        children: [
          { id: 'mei', label: 'Mei Tanaka', role: 'Platform lead' },
          { id: 'jonah', label: 'Jonah Whitfield', role: 'Mobile lead' },
        ],
      },
      {
        id: 'ines',
        label: 'Inès Moreau',
        role: 'Head of Operations',
        children: [
          { id: 'rahul', label: 'Rahul Mehta', role: 'Logistics manager' },
          { id: 'kasia', label: 'Kasia Nowak', role: 'Facilities manager' },
        ],
      },
    ],
  },
];

function findPerson(list: Person[], id: string): Person | undefined {
  for (const person of list) {
    if (person.id === id) {
      return person;
    }
    const match = findPerson(person.children ?? [], id);
    if (match) {
      return match;
    }
  }
  return undefined;
}

export default function SingleSelection() {
  const [selectedItem, setSelectedItem] = React.useState<string | null>('tomas');
  const person = selectedItem ? findPerson(orgChart, selectedItem) : undefined;

  return (
    <Box sx={{ width: '100%', maxWidth: 400 }}>
      <Typography role="status" variant="body2" sx={{ mb: 1, minHeight: 20 }}>
        {person ? `Selected: ${person.label}, ${person.role}` : 'Nobody selected'}
      </Typography>
      <Box sx={{ minHeight: 260 }}>
        <RichTreeView
          aria-label="Organization chart"
          items={orgChart}
          defaultExpandedItems={['amara', 'tomas']}
          selectedItems={selectedItem}
          onSelectedItemsChange={(event, itemId) => setSelectedItem(itemId)}
        />
      </Box>
    </Box>
  );
}
