import Box from '@mui/joy/Box';
import Link from '@mui/joy/Link';

const links = ['Release notes', 'Status page', 'Privacy policy', 'Contact support'];

export default function BoxComponent() {
  return (
    <Box component="nav" aria-label="Footer" sx={{ width: '100%' }}>
      {/* A real list for screen readers, without the browser's bullets and indent. */}
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'flex',
          flexWrap: 'wrap',
          columnGap: 3,
          rowGap: 1,
        }}
      >
        {links.map((label) => (
          <Box component="li" key={label}>
            <Link href="?section=box-component" level="body-sm" color="neutral">
              {label}
            </Link>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
