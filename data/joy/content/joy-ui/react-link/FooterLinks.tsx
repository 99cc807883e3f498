import Box from '@mui/joy/Box';
import Divider from '@mui/joy/Divider';
import Link from '@mui/joy/Link';
import List from '@mui/joy/List';
import ListItem from '@mui/joy/ListItem';
import Sheet from '@mui/joy/Sheet';
import Typography from '@mui/joy/Typography';

const columns = [
  { heading: 'Product', links: ['Features', 'Pricing', 'Integrations', 'Changelog'] },
  { heading: 'Company', links: ['About us', 'Careers', 'Press kit'] },
  { heading: 'Help', links: ['Help centre', 'Status', 'Contact'] },
];

const slug = (text: string) => text.toLowerCase().replace(/\s+/g, '-');

export default function FooterLinks() {
  return (
    <Sheet component="footer" variant="soft" sx={{ width: '100%', borderRadius: 'md', p: { xs: 2, sm: 3 } }}>
      <Box
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' },
          gap: 2,
        }}
      >
        {columns.map((column) => (
          <nav key={column.heading} aria-label={column.heading}>
            <Typography level="title-sm" component="h3" sx={{ mb: 1 }}>
              {column.heading}
            </Typography>
            <List size="sm" sx={{ '--ListItem-paddingX': 0, '--ListItem-minHeight': '1.75rem' }}>
              {column.links.map((label) => (
                <ListItem key={label}>
                  <Link href={`?section=footer-${slug(label)}`} level="body-sm" color="neutral">
                    {label}
                  </Link>
                </ListItem>
              ))}
            </List>
          </nav>
        ))}
      </Box>
      <Divider sx={{ my: 2 }} />
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography level="body-xs">© 2025 Lumen Notes Ltd.</Typography>
        <Link href="?section=footer-privacy" level="body-xs" color="neutral" underline="always">
          Privacy
        </Link>
        <Link href="?section=footer-terms" level="body-xs" color="neutral" underline="always">
          Terms
        </Link>
      </Box>
    </Sheet>
  );
}
