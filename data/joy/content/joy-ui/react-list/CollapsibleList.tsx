import * as React from 'react';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import ListItemButton from '@mui/joy/ListItemButton';
import ListItemContent from '@mui/joy/ListItemContent';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';

const sections = [
  { id: 'setup', title: 'Setting up', pages: ['Create an account', 'Invite your team', 'Connect a calendar'] },
  { id: 'projects', title: 'Projects', pages: ['Templates', 'Milestones', 'Archiving a project', 'Sharing with clients'] },
  { id: 'billing', title: 'Billing', pages: ['Plans and seats', 'Invoices and receipts'] },
];

export default function CollapsibleList() {
  const [open, setOpen] = React.useState<Record<string, boolean>>({ setup: true });
  const [page, setPage] = React.useState('Create an account');
  const idPrefix = React.useId();

  return (
    <List component="nav" aria-label="Help centre" size="sm" sx={{ maxWidth: 280, '--ListItem-radius': '6px', '--List-gap': '2px' }}>
      {sections.map((section) => {
        const expanded = Boolean(open[section.id]);
        const panelId = `${idPrefix}-${section.id}`;
        return (
          <ListItem key={section.id} nested>
            {/* The section's row is the toggle: a button that says whether its pages are shown.
                Its role is written out so that the server's HTML carries it too (Joy adds it on mount). */}
            <ListItemButton
              role="button"
              aria-expanded={expanded}
              aria-controls={panelId}
              onClick={() => setOpen((current) => ({ ...current, [section.id]: !expanded }))}
              sx={{ fontWeight: 'lg' }}
            >
              <ListItemContent>{section.title}</ListItemContent>
              <KeyboardArrowDown sx={{ transform: expanded ? 'rotate(180deg)' : 'none', transition: 'transform 0.2s' }} />
            </ListItemButton>
            {expanded && (
              <List id={panelId} sx={{ '--List-nestedInsetStart': '1rem' }}>
                {section.pages.map((title) => (
                  <ListItem key={title}>
                    <ListItemButton
                      selected={page === title}
                      color={page === title ? 'primary' : 'neutral'}
                      aria-current={page === title ? 'page' : undefined}
                      onClick={() => setPage(title)}
                    >
                      {title}
                    </ListItemButton>
                  </ListItem>
                ))}
              </List>
            )}
          </ListItem>
        );
      })}
    </List>
  );
}
