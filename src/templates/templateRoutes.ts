import { TEMPLATES } from '../../data/material/templates/templates';

/** The documentation page that shows the templates as a gallery. */
export const TEMPLATES_PAGE = '/material-ui/getting-started/templates/';

export function templateRoute(slug: string): string {
  return `${TEMPLATES_PAGE}${slug}/`;
}

/** Every live template's page (for the sitemap and the crawl). */
export function getTemplateRoutes(): string[] {
  return TEMPLATES.map(({ slug }) => templateRoute(slug));
}
