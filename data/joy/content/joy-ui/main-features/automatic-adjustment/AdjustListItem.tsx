import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListSubheader from '@mui/joy/ListSubheader';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';
import useDomOutline from './useDomOutline';

export default function AdjustListItem() {
  const [ref, output] = useDomOutline<HTMLElement>(5);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, width: '100%' }}>
      {/* A List rendered as <nav>: its items can't be <li>, so they render as <div>. */}
      <List ref={ref} component="nav" aria-label="Help centre" size="sm" sx={{ maxWidth: 260 }}>
        <ListItem>
          <ListItemButton component="a" href="?section=adjust-getting-started">
            Getting started
          </ListItemButton>
        </ListItem>
        <ListItem nested>
          <ListSubheader>Billing</ListSubheader>
          {/* A nested List gets aria-labelledby pointing at the subheader. */}
          <List>
            <ListItem>
              <ListItemButton component="a" href="?section=adjust-invoices">
                Invoices
              </ListItemButton>
            </ListItem>
            <ListItem>
              <ListItemButton component="a" href="?section=adjust-refunds">
                Refunds
              </ListItemButton>
            </ListItem>
          </List>
        </ListItem>
      </List>
      <Sheet variant="soft" sx={{ p: 1.5, borderRadius: 'sm', overflow: 'auto' }}>
        <Typography level="body-xs" sx={{ mb: 0.5 }}>
          Rendered HTML
        </Typography>
        {/* Filled in after mount by useDomOutline. */}
        <Box component="pre" ref={output} sx={{ m: 0, minHeight: '4lh', fontFamily: 'code', fontSize: 'xs' }} />
      </Sheet>
    </Box>
  );
}
