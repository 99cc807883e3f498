import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

type Anchor = 'left' | 'right' | 'top' | 'bottom';

const anchors: Anchor[] = ['left', 'right', 'top', 'bottom'];
const shortcuts = ['Recently edited', 'Shared with me', 'Starred files', 'Trash'];

export default function AnchorDrawer() {
  const [anchor, setAnchor] = React.useState<Anchor>('left');
  const [open, setOpen] = React.useState(false);
  const [frame, setFrame] = React.useState<HTMLDivElement | null>(null);
  const horizontal = anchor === 'left' || anchor === 'right';

  return (
    <Box
      ref={setFrame}
      sx={{
        position: 'relative',
        height: 320,
        overflow: 'hidden',
        isolation: 'isolate',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <Stack spacing={2} sx={{ p: 2, height: '100%', justifyContent: 'center', alignItems: 'center' }}>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Open the shortcuts drawer from an edge:
        </Typography>
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', justifyContent: 'center' }}>
          {anchors.map((edge) => (
            <Button
              key={edge}
              variant="outlined"
              onClick={() => {
                setAnchor(edge);
                setOpen(true);
              }}
            >
              {edge}
            </Button>
          ))}
        </Stack>
      </Stack>
      <Drawer
        anchor={anchor}
        open={open}
        onClose={() => setOpen(false)}
        container={frame}
        sx={{ position: 'absolute' }}
        slotProps={{
          backdrop: { sx: { position: 'absolute' } },
          paper: { sx: { position: 'absolute' }, 'aria-label': 'Shortcuts' },
          // Slide from the edge of the box, not from the edge of the window.
          transition: { container: frame },
        }}
      >
        <List
          sx={{ width: horizontal ? 220 : 'auto' }}
          subheader={<ListSubheader sx={{ bgcolor: 'transparent' }}>Shortcuts ({anchor})</ListSubheader>}
        >
          {shortcuts.map((label) => (
            <ListItem key={label} disablePadding>
              <ListItemButton onClick={() => setOpen(false)}>
                <ListItemText primary={label} />
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Drawer>
    </Box>
  );
}
