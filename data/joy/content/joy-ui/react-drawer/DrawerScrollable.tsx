import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Drawer from '@mui/joy/Drawer';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemContent from '@mui/joy/ListItemContent';
import ModalClose from '@mui/joy/ModalClose';
import Typography from '@mui/joy/Typography';

const changes = [
  ['4.8.0', 'Offline mode for the mobile app; drafts sync when you are back online.'],
  ['4.7.2', 'Fixed a crash when importing CSV files with a byte-order mark.'],
  ['4.7.1', 'Faster search in workspaces with more than 10,000 documents.'],
  ['4.7.0', 'Comments can now mention whole teams.'],
  ['4.6.3', 'Dates in exports follow the workspace time zone.'],
  ['4.6.2', 'Keyboard shortcut to duplicate a block (Ctrl+D).'],
  ['4.6.1', 'Fixed the scroll position after closing a document.'],
  ['4.6.0', 'Templates gallery with 40 starting points.'],
  ['4.5.4', 'Images keep their aspect ratio when pasted from a browser.'],
  ['4.5.3', 'Two-factor codes accept spaces.'],
  ['4.5.2', 'Lower memory use on documents with many tables.'],
  ['4.5.1', 'Fixed printing of checklists.'],
  ['4.5.0', 'Dark mode follows your system setting.'],
];

export default function DrawerScrollable() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        What&apos;s new
      </Button>
      <Drawer anchor="right" size="md" open={open} onClose={() => setOpen(false)}>
        <ModalClose aria-label="Close" />
        <DialogTitle>Release notes</DialogTitle>
        <Divider />
        {/* DialogContent takes the free height and scrolls; the title and the footer stay put. */}
        <DialogContent tabIndex={0} aria-label="Release notes list">
          <List sx={{ '--ListItem-paddingY': '0.75rem' }}>
            {changes.map(([version, text]) => (
              <ListItem key={version}>
                <ListItemContent>
                  <Typography level="title-sm">{version}</Typography>
                  <Typography level="body-sm">{text}</Typography>
                </ListItemContent>
              </ListItem>
            ))}
          </List>
        </DialogContent>
        <Divider />
        <Box sx={{ p: 2, display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={() => setOpen(false)}>Got it</Button>
        </Box>
      </Drawer>
    </React.Fragment>
  );
}
