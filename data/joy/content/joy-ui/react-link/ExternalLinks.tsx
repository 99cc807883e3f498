import Link, { LinkProps } from '@mui/joy/Link';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import OpenInNewRounded from '@mui/icons-material/OpenInNewRounded';

// One place that decides how links to other sites behave: a new tab, no access to this page
// through window.opener, no referrer, and a warning for screen reader users.
function ExternalLink({ children, ...props }: Omit<LinkProps, 'target' | 'rel'> & { href: string }) {
  return (
    <Link target="_blank" rel="noopener noreferrer" endDecorator={<OpenInNewRounded titleAccess="(opens in a new tab)" />} {...props}>
      {children}
    </Link>
  );
}

export default function ExternalLinks() {
  return (
    <List size="sm" sx={{ '--ListItem-paddingX': 0 }} aria-label="Partner sites">
      <ListItem>
        <ExternalLink href="https://example.com/bike-hire">City bike hire</ExternalLink>
      </ListItem>
      <ListItem>
        <ExternalLink href="https://example.org/timetables">Regional bus timetables</ExternalLink>
      </ListItem>
      <ListItem>
        <ExternalLink href="https://example.net/weather" color="neutral">
          Weather for the weekend
        </ExternalLink>
      </ListItem>
    </List>
  );
}
