import Breadcrumbs from '@mui/joy/Breadcrumbs';
import Link from '@mui/joy/Link';
import Typography from '@mui/joy/Typography';

export const component = 'Breadcrumbs';

// Breadcrumbs reads --Breadcrumbs-gap with a fallback of 0.375rem at size md (0.25rem sm, 0.5rem lg) in @mui/joy 5.0.0-beta.49.
export const variables = [{ name: '--Breadcrumbs-gap', default: 0.375, min: 0, max: 2, step: 0.125, unit: 'rem' }] as const;

export default function BreadcrumbsVariablesPreview({ sx }: { sx: Record<string, string> }) {
  return (
    <Breadcrumbs aria-label="Breadcrumb preview" sx={sx}>
      <Link color="neutral" href="?section=recipes">
        Recipes
      </Link>
      <Link color="neutral" href="?section=recipes-soups">
        Soups
      </Link>
      <Typography>Roast squash soup</Typography>
    </Breadcrumbs>
  );
}
