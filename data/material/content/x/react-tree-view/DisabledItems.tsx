import * as React from 'react';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { SimpleTreeView } from '@mui/x-tree-view/SimpleTreeView';
import { TreeItem } from '@mui/x-tree-view/TreeItem';

export default function DisabledItems() {
  const [focusable, setFocusable] = React.useState(false);

  return (
    <Box sx={{ width: '100%', maxWidth: 400 }}>
      <FormControlLabel
        control={<Switch checked={focusable} onChange={(event) => setFocusable(event.target.checked)} />}
        label="Disabled items focusable"
      />
      <Box sx={{ minHeight: 300, mt: 1 }}>
        <SimpleTreeView aria-label="Evening classes" disabledItemsFocusable={focusable} defaultExpandedItems={['autumn', 'spring']}>
          <TreeItem itemId="autumn" label="Autumn term">
            <TreeItem itemId="pottery" label="Wheel pottery (full)" disabled />
            <TreeItem itemId="spanish" label="Conversational Spanish" />
            <TreeItem itemId="bookkeeping" label="Bookkeeping for freelancers" />
          </TreeItem>
          <TreeItem itemId="spring" label="Spring term (enrolment closed)" disabled>
            <TreeItem itemId="sketching" label="Urban sketching" />
            <TreeItem itemId="welding" label="Intro to welding" />
          </TreeItem>
          <TreeItem itemId="summer" label="Summer term">
            <TreeItem itemId="sailing" label="Dinghy sailing" />
          </TreeItem>
        </SimpleTreeView>
      </Box>
    </Box>
  );
}
