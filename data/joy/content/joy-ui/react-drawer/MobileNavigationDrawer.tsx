import * as React from 'react';
import DialogTitle from '@mui/joy/DialogTitle';
import Drawer from '@mui/joy/Drawer';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import List from '@mui/joy/List';
import ListItemButton from '@mui/joy/ListItemButton';
import ModalClose from '@mui/joy/ModalClose';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import MenuRounded from '@mui/icons-material/MenuRounded';
import SearchRounded from '@mui/icons-material/SearchRounded';

const links = ['Menu', 'Book a table', 'Private dining', 'Gift cards', 'Contact'];

export default function MobileNavigationDrawer() {
  const [open, setOpen] = React.useState(false);
  const [current, setCurrent] = React.useState('Menu');

  return (
    <Sheet
      variant="outlined"
      sx={{
        width: 360,
        maxWidth: '100%',
        borderRadius: 'md',
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1,
        py: 0.75,
      }}
    >
      <IconButton variant="plain" color="neutral" aria-label="Open the site menu" onClick={() => setOpen(true)}>
        <MenuRounded />
      </IconButton>
      <Typography level="title-md">Olive &amp; Thyme</Typography>
      <Typography level="body-xs" sx={{ ml: 'auto', pr: 1 }} role="status">
        {current}
      </Typography>
      <Drawer anchor="top" size="lg" open={open} onClose={() => setOpen(false)}>
        <ModalClose aria-label="Close the site menu" />
        <DialogTitle>Olive &amp; Thyme</DialogTitle>
        <Input
          size="sm"
          placeholder="Search the site"
          variant="plain"
          startDecorator={<SearchRounded />}
          slotProps={{ input: { 'aria-label': 'Search the site' } }}
          sx={{
            m: 2,
            mt: 1,
            borderRadius: 0,
            borderBottom: '2px solid',
            borderColor: 'neutral.outlinedBorder',
            '&:focus-within': { borderColor: 'primary.500' },
            '--Input-focusedThickness': '0px',
          }}
        />
        <List component="nav" aria-label="Site" size="lg" sx={{ flex: 'none', fontSize: 'xl', '& > div': { justifyContent: 'center' } }}>
          {links.map((link) => (
            <ListItemButton
              key={link}
              selected={current === link}
              aria-current={current === link ? 'page' : undefined}
              onClick={() => {
                setCurrent(link);
                setOpen(false);
              }}
              sx={{ fontWeight: 'lg', justifyContent: 'center' }}
            >
              {link}
            </ListItemButton>
          ))}
        </List>
      </Drawer>
    </Sheet>
  );
}
