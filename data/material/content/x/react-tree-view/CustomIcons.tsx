import * as React from 'react';
import Box from '@mui/material/Box';
import AddBoxOutlinedIcon from '@mui/icons-material/AddBoxOutlined';
import IndeterminateCheckBoxOutlinedIcon from '@mui/icons-material/IndeterminateCheckBoxOutlined';
import ArticleOutlinedIcon from '@mui/icons-material/ArticleOutlined';
import PushPinOutlinedIcon from '@mui/icons-material/PushPinOutlined';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function CustomIcons() {
  return (
    <Box sx={{ minHeight: 300, width: '100%', maxWidth: 360 }}>
      <SimpleTreeView
        aria-label="Team wiki"
        defaultExpandedItems={['engineering']}
        slots={{
          expandIcon: AddBoxOutlinedIcon,
          collapseIcon: IndeterminateCheckBoxOutlinedIcon,
          endIcon: ArticleOutlinedIcon,
        }}
        slotProps={{ endIcon: { color: 'action', fontSize: 'small' } }}
      >
        <TreeItem itemId="read-me" label="Read me first" slots={{ icon: PushPinOutlinedIcon }} />
        <TreeItem itemId="engineering" label="Engineering">
          <TreeItem itemId="on-call" label="On-call rota" />
          <TreeItem itemId="releases" label="Release checklist" />
          <TreeItem itemId="architecture" label="Architecture">
            <TreeItem itemId="data-flow" label="Data flow" />
            <TreeItem itemId="adr-012" label="ADR 012: Queues" />
          </TreeItem>
        </TreeItem>
        <TreeItem itemId="design" label="Design">
          <TreeItem itemId="tokens" label="Design tokens" />
        </TreeItem>
        <TreeItem itemId="glossary" label="Glossary" />
      </SimpleTreeView>
    </Box>
  );
}
