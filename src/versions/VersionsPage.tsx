import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import Link from '../components/Link';
import { DOCS_VERSIONS } from '../../data/products';
import type { DocumentedPackage } from './documentedPackages';

/** The versions this build documents (`packages`, read from package.json at build time) and the earlier documentation. */
export default function VersionsPage({ packages }: { packages: DocumentedPackage[] }) {
  return (
    <>
      <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 32, sm: 40 }, mb: 2 }}>
        Versions
      </Typography>
      <Typography sx={{ color: 'text.secondary', mb: 4 }}>
        This site documents the releases below. The documentation of earlier major versions lives on its own sites.
      </Typography>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        Documented here
      </Typography>
      <Box
        component="table"
        sx={{
          width: '100%',
          borderCollapse: 'collapse',
          mb: 4,
          '& th, & td': { textAlign: 'start', px: 2, py: 1.25, borderBottom: 1, borderColor: 'divider' },
          '& th': { fontWeight: 600, fontSize: 14 },
        }}
      >
        <caption style={{ captionSide: 'bottom', textAlign: 'start', paddingTop: 8 }}>Package versions documented by this build</caption>
        <thead>
          <tr>
            <th scope="col">Product</th>
            <th scope="col">Package</th>
            <th scope="col">Version</th>
          </tr>
        </thead>
        <tbody>
          {packages.map((row) => (
            <tr key={row.packageName}>
              <td>{row.name}</td>
              <Box component="td" sx={{ fontFamily: 'monospace' }}>
                {row.packageName}
              </Box>
              <td>{row.version}</td>
            </tr>
          ))}
        </tbody>
      </Box>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700, mb: 2 }}>
        Earlier versions
      </Typography>
      <ul>
        {DOCS_VERSIONS.filter((version) => !version.current).map((version) => (
          <li key={version.text}>
            <Link href={version.href}>Material UI {version.text} documentation</Link>
          </li>
        ))}
      </ul>
    </>
  );
}
