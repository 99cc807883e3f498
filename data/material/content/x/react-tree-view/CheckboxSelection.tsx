import * as React from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2, TreeItem2Props, TreeItem2SlotProps } from '@mui/x-tree-view/TreeItem2';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const permissions: TreeViewBaseItem[] = [
  {
    id: 'billing',
    label: 'Billing',
    children: [
      { id: 'billing.view', label: 'View invoices' },
      { id: 'billing.pay', label: 'Change payment method' },
    ],
  },
  {
    id: 'projects',
    label: 'Projects',
    children: [
      { id: 'projects.create', label: 'Create projects' },
      { id: 'projects.archive', label: 'Archive projects' },
      { id: 'projects.delete', label: 'Delete projects' },
    ],
  },
  {
    id: 'members',
    label: 'Members',
    children: [
      { id: 'members.invite', label: 'Invite members' },
      { id: 'members.remove', label: 'Remove members' },
    ],
  },
];

// The item checkbox has no accessible name by default: give it the item's label.
const LabelledCheckboxItem = React.forwardRef(function LabelledCheckboxItem(props: TreeItem2Props, ref: React.Ref<HTMLLIElement>) {
  const checkboxProps = { slotProps: { input: { 'aria-label': String(props.label) } } } as TreeItem2SlotProps['checkbox'];
  return <TreeItem2 {...props} ref={ref} slotProps={{ checkbox: checkboxProps }} />;
});

export default function CheckboxSelection() {
  const [selectedItems, setSelectedItems] = React.useState<string[]>(['billing.view', 'projects.create']);

  return (
    <Box sx={{ width: '100%', maxWidth: 400 }}>
      <Typography id="role-permissions-label" variant="subtitle2">
        Permissions for the “Editor” role
      </Typography>
      <Typography role="status" variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
        {selectedItems.length} of 10 entries ticked
      </Typography>
      <Box sx={{ minHeight: 300 }}>
        <RichTreeView
          aria-labelledby="role-permissions-label"
          multiSelect
          checkboxSelection
          slots={{ item: LabelledCheckboxItem }}
          items={permissions}
          defaultExpandedItems={['billing', 'projects']}
          selectedItems={selectedItems}
          onSelectedItemsChange={(event, itemIds) => setSelectedItems(itemIds)}
        />
      </Box>
    </Box>
  );
}
