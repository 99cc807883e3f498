import * as React from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';

interface Ticket {
  id: string;
  subject: string;
  requester: string;
}

const tickets: Ticket[] = [
  { id: 'T-2041', subject: 'Cannot reset my password', requester: 'Priya Nair' },
  { id: 'T-2042', subject: 'Invoice shows the wrong address', requester: 'Tomás Ortega' },
  { id: 'T-2043', subject: 'Export to CSV times out', requester: 'Hanna Berg' },
];

export default function DetailsDrawer() {
  const [selected, setSelected] = React.useState<Ticket | null>(null);
  const [frame, setFrame] = React.useState<HTMLDivElement | null>(null);
  const close = () => setSelected(null);

  return (
    <Box
      ref={setFrame}
      sx={{
        position: 'relative',
        height: 360,
        overflow: 'hidden',
        isolation: 'isolate',
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
      }}
    >
      <List aria-label="Open tickets">
        {tickets.map((ticket) => (
          <ListItem key={ticket.id} disablePadding>
            <ListItemButton onClick={() => setSelected(ticket)}>
              <ListItemText primary={ticket.subject} secondary={`${ticket.id} · ${ticket.requester}`} />
            </ListItemButton>
          </ListItem>
        ))}
      </List>
      <Drawer
        anchor="right"
        open={selected !== null}
        onClose={close}
        container={frame}
        sx={{ position: 'absolute' }}
        slotProps={{
          backdrop: { sx: { position: 'absolute' } },
          // The heading names the drawer for screen readers.
          paper: { sx: { position: 'absolute', width: 'min(320px, 90%)' }, role: 'dialog', 'aria-labelledby': 'ticket-drawer-title' },
        }}
      >
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, p: 2, pr: 1 }}>
          <Typography id="ticket-drawer-title" variant="subtitle1" component="h2" sx={{ flexGrow: 1, fontWeight: 600 }}>
            {selected?.id}: {selected?.subject}
          </Typography>
          <IconButton aria-label="Close ticket details" onClick={close}>
            <CloseIcon />
          </IconButton>
        </Stack>
        <Divider />
        <Stack spacing={2} sx={{ p: 2, flexGrow: 1, overflow: 'auto' }}>
          <Typography variant="body2">Requested by {selected?.requester}</Typography>
          <TextField label="Reply" multiline minRows={3} size="small" />
        </Stack>
        <Divider />
        <Stack direction="row" spacing={1} sx={{ p: 2, justifyContent: 'flex-end' }}>
          <Button onClick={close}>Cancel</Button>
          <Button variant="contained" onClick={close}>
            Send reply
          </Button>
        </Stack>
      </Drawer>
    </Box>
  );
}
