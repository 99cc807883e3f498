import * as React from 'react';
import Button from '@mui/joy/Button';
import DialogContent from '@mui/joy/DialogContent';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ModalClose from '@mui/joy/ModalClose';
import Typography from '@mui/joy/Typography';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';

const notifications = [
  { title: 'Invoice 2291 was paid', time: '09:14' },
  { title: 'Lena commented on "Spring catalogue"', time: 'Yesterday' },
  { title: 'Your export of 4,200 contacts is ready', time: 'Monday' },
];

export default function DrawerCloseButton() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" color="neutral" startDecorator={<NotificationsOutlined />} onClick={() => setOpen(true)}>
        Notifications
      </Button>
      <Drawer anchor="right" open={open} onClose={() => setOpen(false)}>
        <ModalClose aria-label="Close" />
        <DialogTitle>Notifications</DialogTitle>
        <DialogContent>
          <List>
            {notifications.map((item) => (
              <ListItem key={item.title} sx={{ flexDirection: 'column', alignItems: 'flex-start', gap: 0 }}>
                <Typography level="title-sm">{item.title}</Typography>
                <Typography level="body-xs">{item.time}</Typography>
              </ListItem>
            ))}
          </List>
        </DialogContent>
      </Drawer>
    </React.Fragment>
  );
}
