import Box from '@mui/material/Box';
import NextLink from 'next/link';

/** The API pages of the components a page covers, with what each costs a reader's bundle. */
export default function ApiLinks({ links }: { links: { name: string; route: string; gzip?: number }[] }) {
  if (links.length === 0) {
    return null;
  }
  return (
    <Box component="p" sx={{ fontSize: 14, color: 'text.secondary', mb: 4, '& a': { color: 'primary.main', fontWeight: 600 } }}>
      API:{' '}
      {links.map((link, index) => (
        <span key={link.route}>
          {index > 0 ? ' · ' : ''}
          <NextLink href={link.route}>{link.name}</NextLink>
          {link.gzip ? ` (${(link.gzip / 1000).toFixed(1)} kB gzip)` : ''}
        </span>
      ))}
    </Box>
  );
}
