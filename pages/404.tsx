import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Home from '@mui/icons-material/Home';
import ButtonLink from '../src/components/ButtonLink';
import AppFrame from '../src/layout/AppFrame';
import SeoHead from '../src/components/SeoHead';
import { sitePageStaticProps } from '../src/i18n/staticProps';
import type { PageHead } from '../src/seo/pageHead';

export default function NotFound({ head }: { head: PageHead }) {
  return (
    <AppFrame>
      <SeoHead head={head} />
      <Stack spacing={2} sx={{ alignItems: 'flex-start', maxWidth: 560, py: { xs: 2, sm: 6 } }}>
        <Typography variant="overline" component="p" sx={{ color: 'primary.main', fontWeight: 700 }}>
          Error 404
        </Typography>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 800, fontSize: { xs: 32, sm: 44 } }}>
          Page not found
        </Typography>
        <Typography sx={{ color: 'text.secondary', fontSize: 18 }}>
          This address does not lead to a page. It may have moved, or the link that brought you here may
          have a typo. The products in the navigation are a good place to pick up again.
        </Typography>
        <ButtonLink href="/" startIcon={<Home />}>
          Back to the home page
        </ButtonLink>
      </Stack>
    </AppFrame>
  );
}

export const getStaticProps = sitePageStaticProps({
  title: 'Page not found',
  description: 'The page you asked for does not exist on this site.',
  route: null,
  noIndex: true,
});
