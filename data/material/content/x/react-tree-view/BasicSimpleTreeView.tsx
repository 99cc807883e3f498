import * as React from 'react';
import Box from '@mui/material/Box';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function BasicSimpleTreeView() {
  return (
    <Box sx={{ minHeight: 280, width: '100%', maxWidth: 360 }}>
      <SimpleTreeView aria-label="Recipe book" defaultExpandedItems={['breakfast']}>
        <TreeItem itemId="breakfast" label="Breakfast">
          <TreeItem itemId="buckwheat-pancakes" label="Buckwheat pancakes" />
          <TreeItem itemId="shakshuka" label="Shakshuka" />
          <TreeItem itemId="overnight-oats" label="Overnight oats" />
        </TreeItem>
        <TreeItem itemId="soups" label="Soups">
          <TreeItem itemId="red-lentil-soup" label="Red lentil soup" />
          <TreeItem itemId="gazpacho" label="Gazpacho" />
        </TreeItem>
        <TreeItem itemId="baking" label="Baking">
          <TreeItem itemId="breads" label="Breads">
            <TreeItem itemId="rye-loaf" label="Rye loaf" />
            <TreeItem itemId="focaccia" label="Rosemary focaccia" />
          </TreeItem>
          <TreeItem itemId="cakes" label="Cakes">
            <TreeItem itemId="carrot-cake" label="Carrot cake" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="pantry-basics" label="Pantry basics" />
      </SimpleTreeView>
    </Box>
  );
}
