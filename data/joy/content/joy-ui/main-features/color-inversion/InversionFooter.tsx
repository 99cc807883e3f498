import * as React from 'react';
import Box from '@mui/joy/Box';
import Button from '@mui/joy/Button';
import Divider from '@mui/joy/Divider';
import FormControl from '@mui/joy/FormControl';
import FormLabel from '@mui/joy/FormLabel';
import IconButton from '@mui/joy/IconButton';
import Input from '@mui/joy/Input';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListSubheader from '@mui/joy/ListSubheader';
import Sheet from '@mui/joy/Sheet';
import Switch from '@mui/joy/Switch';
import Typography from '@mui/joy/Typography';
import GitHub from '@mui/icons-material/GitHub';
import LinkedIn from '@mui/icons-material/LinkedIn';
import X from '@mui/icons-material/X';

const columns = [
  { title: 'Product', links: ['Pricing', 'Changelog', 'Status'] },
  { title: 'Company', links: ['About', 'Careers', 'Press kit'] },
];

export default function InversionFooter() {
  const [dark, setDark] = React.useState(true);

  return (
    <Sheet
      component="footer"
      variant="solid"
      color={dark ? 'neutral' : 'primary'}
      invertedColors
      sx={{ width: '100%', p: { xs: 2, sm: 3 }, borderRadius: 'md', display: 'flex', flexDirection: 'column', gap: 2 }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <FormControl orientation="horizontal" size="sm" sx={{ gap: 1, alignItems: 'center' }}>
          <Switch checked={dark} onChange={(event) => setDark(event.target.checked)} />
          <FormLabel sx={{ m: 0 }}>Neutral footer</FormLabel>
        </FormControl>
        <Box sx={{ flex: 1 }} />
        <IconButton aria-label="Quillon on GitHub" size="sm">
          <GitHub />
        </IconButton>
        <IconButton aria-label="Quillon on X" size="sm">
          <X />
        </IconButton>
        <IconButton aria-label="Quillon on LinkedIn" size="sm">
          <LinkedIn />
        </IconButton>
      </Box>
      <Divider />
      <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
        <Box sx={{ flex: '1 1 240px' }}>
          <Typography level="title-md">Quillon</Typography>
          <Typography level="body-sm" sx={{ mb: 1.5 }}>
            One short email when we ship something new.
          </Typography>
          <Box
            component="form"
            onSubmit={(event: React.FormEvent) => event.preventDefault()}
            sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}
          >
            <Input type="email" size="sm" placeholder="you@example.com" aria-label="Email for the newsletter" sx={{ flex: '1 1 160px' }} />
            <Button size="sm" type="submit">
              Subscribe
            </Button>
          </Box>
        </Box>
        {columns.map((column) => (
          <List key={column.title} size="sm" sx={{ flex: '0 1 140px', '--ListItem-paddingX': '0px' }}>
            <ListItem nested>
              <ListSubheader sx={{ fontWeight: 'xl' }}>{column.title}</ListSubheader>
              <List>
                {column.links.map((link) => (
                  <ListItem key={link}>
                    <ListItemButton component="a" href={`?section=footer-${link.toLowerCase().replace(/\s/g, '-')}`}>
                      {link}
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            </ListItem>
          </List>
        ))}
      </Box>
      <Typography level="body-xs">© 2025 Quillon GmbH · Berlin</Typography>
    </Sheet>
  );
}
