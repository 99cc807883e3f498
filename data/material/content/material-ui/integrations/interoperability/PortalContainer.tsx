import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';

// `container` moves the portal into an element you choose. Inside `.inbox-frame`, scoped rules
// (and inherited fonts or CSS variables) reach the drawer again.
// `--demo-…` variables are this site's theme variables; in your app they start with `--mui-`.
const styles = `
.inbox-frame {
  position: relative;
  overflow: hidden;
  height: 280px;
  border: 1px solid var(--demo-palette-divider);
  border-radius: 8px;
}
.inbox-frame .MuiDrawer-root,
.inbox-frame .MuiBackdrop-root,
.inbox-frame .MuiDrawer-paper {
  position: absolute;
}
.inbox-frame .MuiDrawer-paper {
  width: min(260px, 80%);
  border-left: 4px solid #0277bd;
}
`;

const filters = [
  { label: 'Unread', detail: '12 messages' },
  { label: 'Flagged', detail: '3 messages' },
  { label: 'With attachments', detail: '27 messages' },
];

export default function PortalContainer() {
  const [container, setContainer] = React.useState<HTMLDivElement | null>(null);
  const [open, setOpen] = React.useState(false);
  return (
    <Box sx={{ width: '100%', maxWidth: 420 }}>
      <style>{styles}</style>
      <div className="inbox-frame" ref={setContainer}>
        <Box sx={{ p: 2 }}>
          <Typography variant="h6" component="p">
            Inbox
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
            The filter panel opens inside this frame, not over the whole page.
          </Typography>
          <Button variant="outlined" onClick={() => setOpen(true)}>
            Show filters
          </Button>
        </Box>
        <Drawer
          anchor="right"
          open={open}
          onClose={() => setOpen(false)}
          container={container}
          disableScrollLock
          slotProps={{ paper: { 'aria-label': 'Filters' } }}
        >
          <List>
            {filters.map((filter) => (
              <ListItem key={filter.label}>
                <ListItemText primary={filter.label} secondary={filter.detail} />
              </ListItem>
            ))}
          </List>
          <Box sx={{ px: 2 }}>
            <Button onClick={() => setOpen(false)}>Close</Button>
          </Box>
        </Drawer>
      </div>
    </Box>
  );
}
