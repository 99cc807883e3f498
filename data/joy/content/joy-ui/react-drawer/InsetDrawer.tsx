import * as React from 'react';
import Avatar from '@mui/joy/Avatar';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Divider from '@mui/joy/Divider';
import Drawer from '@mui/joy/Drawer';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import ModalClose from '@mui/joy/ModalClose';
import Option from '@mui/joy/Option';
import Select from '@mui/joy/Select';
import Sheet from '@mui/joy/Sheet';
import Stack from '@mui/joy/Stack';
import Textarea from '@mui/joy/Textarea';
import Typography from '@mui/joy/Typography';

export default function InsetDrawer() {
  const [open, setOpen] = React.useState(false);
  const [status, setStatus] = React.useState('In progress');
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" onClick={() => setOpen(true)}>
        Open ticket #1187
      </Button>
      <Drawer
        anchor="right"
        size="md"
        variant="plain"
        open={open}
        onClose={() => setOpen(false)}
        slotProps={{
          // The content slot becomes a transparent frame; the Sheet inside is the visible panel.
          content: { sx: { bgcolor: 'transparent', p: { xs: 1, md: 2 }, boxShadow: 'none' } },
        }}
      >
        <Sheet
          sx={{
            position: 'relative',
            borderRadius: 'md',
            p: 2,
            display: 'flex',
            flexDirection: 'column',
            gap: 2,
            height: '100%',
            overflow: 'auto',
            boxShadow: 'lg',
          }}
        >
          <DialogTitle>Ticket #1187</DialogTitle>
          <ModalClose aria-label="Close" />
          <Divider />
          <DialogContent sx={{ gap: 2 }}>
            <Typography level="title-sm">Printer on floor 3 jams on double-sided jobs</Typography>
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Avatar size="sm" color="primary">
                DV
              </Avatar>
              <Typography level="body-sm">Reported by Dana Voss · 2 hours ago</Typography>
            </Stack>
            <FormControl>
              <FormLabel>Status</FormLabel>
              <Select value={status} onChange={(_event, value) => value && setStatus(value)}>
                <Option value="Open">Open</Option>
                <Option value="In progress">In progress</Option>
                <Option value="Resolved">Resolved</Option>
              </Select>
            </FormControl>
            <FormControl>
              <FormLabel>Internal note</FormLabel>
              <Textarea minRows={3} placeholder="Visible to the support team only" />
            </FormControl>
          </DialogContent>
          <Divider sx={{ mt: 'auto' }} />
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button variant="plain" color="neutral" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button onClick={() => setOpen(false)}>Save</Button>
          </Box>
        </Sheet>
      </Drawer>
    </React.Fragment>
  );
}
