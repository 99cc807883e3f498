import * as React from 'react';
import Box from '@mui/material/Box';
import { alpha, styled, Theme } from '@mui/material/styles';
import { RichTreeView } from '@mui/x-tree-view/RichTreeView';
import { TreeItem2 } from '@mui/x-tree-view/TreeItem2';
import { treeItemClasses } from '@mui/x-tree-view/TreeItem';
import { TreeViewBaseItem } from '@mui/x-tree-view/models';

const building: TreeViewBaseItem[] = [
  {
    id: 'ground',
    label: 'Ground floor',
    children: [
      { id: 'reception', label: 'Reception' },
      { id: 'cafe', label: 'Café' },
      { id: 'bike-store', label: 'Bike store' },
    ],
  },
  {
    id: 'first',
    label: 'First floor',
    children: [
      {
        id: 'meeting-rooms',
        label: 'Meeting rooms',
        children: [
          { id: 'room-birch', label: 'Birch (6 seats)' },
          { id: 'room-cedar', label: 'Cedar (12 seats)' },
        ],
      },
      { id: 'quiet-zone', label: 'Quiet zone' },
    ],
  },
  { id: 'roof', label: 'Roof terrace' },
];

// The primary colour at some opacity, read from the CSS variables so it follows light and dark mode.
const primaryTint = (theme: Theme, opacity: number) =>
  theme.vars ? `rgba(${theme.vars.palette.primary.mainChannel} / ${opacity})` : alpha(theme.palette.primary.main, opacity);

// Rounded rows, a primary tint for the selection, and a guide line beside each group of children.
const BuildingItem = styled(TreeItem2)(({ theme }) => ({
  [`& .${treeItemClasses.content}`]: {
    borderRadius: 999,
    padding: theme.spacing(0.5, 1.5),
    margin: theme.spacing(0.25, 0),
    [`&.${treeItemClasses.selected}`]: {
      backgroundColor: primaryTint(theme, 0.12),
      color: (theme.vars ?? theme).palette.primary.main,
      fontWeight: theme.typography.fontWeightMedium,
    },
    [`&.${treeItemClasses.selected}.${treeItemClasses.focused}, &.${treeItemClasses.selected}:hover`]: {
      backgroundColor: primaryTint(theme, 0.2),
    },
  },
  [`& .${treeItemClasses.iconContainer}`]: {
    color: (theme.vars ?? theme).palette.text.secondary,
  },
  [`& .${treeItemClasses.groupTransition}`]: {
    // Under the centre of the parent's arrow: 12 px of row padding plus half of the 16 px icon box.
    marginLeft: 20,
    paddingLeft: 8,
    borderLeft: `1px dashed ${(theme.vars ?? theme).palette.divider}`,
  },
}));

export default function StyledTreeView() {
  return (
    <Box sx={{ minHeight: 330, width: '100%', maxWidth: 360 }}>
      <RichTreeView
        aria-label="Office floors"
        items={building}
        defaultExpandedItems={['ground', 'first', 'meeting-rooms']}
        defaultSelectedItems="room-cedar"
        slots={{ item: BuildingItem }}
      />
    </Box>
  );
}
