import * as React from 'react';
import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemDecorator from '@mui/joy/ListItemDecorator';
import Modal from '@mui/joy/Modal';
import ModalDialog from '@mui/joy/ModalDialog';
import Typography from '@mui/joy/Typography';
import Box from '@mui/joy/Box';
import SearchRounded from '@mui/icons-material/SearchRounded';
import ArticleOutlined from '@mui/icons-material/ArticleOutlined';

const PAGES = [
  'Billing and invoices',
  'Team members',
  'Notification settings',
  'API keys',
  'Audit log',
  'Integrations',
  'Security and sign-in',
];

export default function CommandPaletteModal() {
  const [open, setOpen] = React.useState(false);
  const [query, setQuery] = React.useState('');
  const [visited, setVisited] = React.useState('');
  const listId = React.useId();
  const results = PAGES.filter((page) => page.toLowerCase().includes(query.trim().toLowerCase()));

  const go = (page: string) => {
    setVisited(page);
    setOpen(false);
    setQuery('');
  };

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5 }}>
      <Button variant="outlined" color="neutral" startDecorator={<SearchRounded />} onClick={() => setOpen(true)}>
        Jump to a page
      </Button>
      <Typography role="status" level="body-sm">
        {visited && `Opened “${visited}”.`}
      </Typography>
      <Modal open={open} onClose={() => setOpen(false)}>
        <ModalDialog aria-label="Jump to a page" sx={{ width: 480, top: '12vh', transform: 'translateX(-50%)', p: 1.5, gap: 1 }}>
          <Input
            // The search field gets focus when the dialog opens, instead of the dialog itself.
            autoFocus
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && results.length > 0) {
                // Without this, the Enter key would reach the opening button once focus returns to it, and reopen the dialog.
                event.preventDefault();
                go(results[0]);
              }
            }}
            placeholder="Search settings"
            startDecorator={<SearchRounded />}
            slotProps={{ input: { 'aria-label': 'Search settings', 'aria-controls': listId } }}
          />
          <List id={listId} aria-label="Results" size="sm" sx={{ '--List-gap': '2px' }}>
            {results.map((page) => (
              <ListItem key={page}>
                <ListItemButton onClick={() => go(page)}>
                  <ListItemDecorator>
                    <ArticleOutlined />
                  </ListItemDecorator>
                  {page}
                </ListItemButton>
              </ListItem>
            ))}
            {results.length === 0 && (
              <ListItem>
                <Typography level="body-sm">Nothing matches “{query}”.</Typography>
              </ListItem>
            )}
          </List>
        </ModalDialog>
      </Modal>
    </Box>
  );
}
