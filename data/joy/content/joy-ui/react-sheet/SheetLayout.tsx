import Box from '@mui/joy/Box';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const sections = ['Inbox', 'Scheduled', 'Sent', 'Archive'];

export default function SheetLayout() {
  return (
    <Sheet
      variant="outlined"
      sx={{
        width: '100%',
        borderRadius: 'md',
        overflow: 'hidden',
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' },
        gridTemplateRows: 'auto 1fr',
        minHeight: 280,
      }}
    >
      <Sheet component="header" variant="solid" color="neutral" invertedColors sx={{ gridColumn: '1 / -1', px: 2, py: 1.5 }}>
        <Typography level="title-md">Newsletter studio</Typography>
      </Sheet>
      <Sheet
        component="nav"
        aria-label="Mailboxes"
        variant="soft"
        sx={{ borderRight: { sm: '1px solid' }, borderColor: { sm: 'divider' }, p: 1 }}
      >
        <List size="sm" sx={{ '--List-gap': '2px' }}>
          {sections.map((section, index) => (
            <ListItem key={section}>
              <ListItemButton selected={index === 0} aria-current={index === 0 ? 'page' : undefined}>
                {section}
              </ListItemButton>
            </ListItem>
          ))}
        </List>
      </Sheet>
      <Box component="main" sx={{ p: 2 }}>
        <Typography level="title-lg" component="h3">
          Inbox
        </Typography>
        <Typography level="body-sm" sx={{ mt: 1 }}>
          The header is a solid Sheet with inverted colours, the navigation a soft Sheet, and the whole frame an outlined Sheet. Each region
          follows the theme and the colour scheme.
        </Typography>
      </Box>
    </Sheet>
  );
}
