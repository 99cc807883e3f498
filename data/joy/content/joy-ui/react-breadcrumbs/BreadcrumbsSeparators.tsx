import Box from '@mui/joy/Box';
import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';
import ChevronRightRounded from '@mui/icons-material/ChevronRightRounded';
import EastRounded from '@mui/icons-material/EastRounded';

const separators = [
  { name: 'text', separator: '›' },
  { name: 'dot', separator: '·' },
  { name: 'chevron icon', separator: <ChevronRightRounded fontSize="small" /> },
  { name: 'arrow icon', separator: <EastRounded fontSize="small" /> },
];

export default function BreadcrumbsSeparators() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
      {separators.map(({ name, separator }) => (
        <Breadcrumbs key={name} separator={separator} aria-label={`Breadcrumb with ${name} separator`}>
          <Link color="neutral" href="?section=projects">
            Projects
          </Link>
          <Link color="neutral" href="?section=projects-bridge">
            Harbour bridge
          </Link>
          <Typography>Load tests</Typography>
        </Breadcrumbs>
      ))}
    </Box>
  );
}
