import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import { visuallyHidden } from '@mui/utils';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';

const resources = [
  { label: 'WAI-ARIA Authoring Practices', href: 'https://www.w3.org/WAI/ARIA/apg/' },
  { label: 'MDN: the anchor element', href: 'https://developer.mozilla.org/en-US/docs/Web/HTML/Element/a' },
];

export default function ExternalLinks() {
  return (
    <List dense aria-label="Further reading" sx={{ p: 0 }}>
      {resources.map((resource) => (
        <ListItem key={resource.href} disableGutters>
          <Link
            href={resource.href}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
          >
            {resource.label}
            <OpenInNewIcon fontSize="inherit" aria-hidden="true" />
            <Box component="span" sx={visuallyHidden}>
              (opens in a new tab)
            </Box>
          </Link>
        </ListItem>
      ))}
    </List>
  );
}
