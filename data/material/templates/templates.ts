import type { TemplateInfo } from '../../../src/templates/templateInfo';

/**
 * The live templates of Material UI, each a full page at `/material-ui/getting-started/templates/<slug>/`
 * whose source is the folder `data/material/templates/<slug>/` (entry: `App.tsx`).
 */
export const TEMPLATES: TemplateInfo[] = [
  {
    slug: 'dashboard',
    title: 'Dashboard',
    description:
      'A shop’s analytics dashboard: responsive navigation drawer, stat cards with trends, SVG charts with data tables, a sortable orders table and a task list.',
  },
  {
    slug: 'sign-in',
    title: 'Sign-in',
    description:
      'A sign-in page with validated fields, a password reveal, remember me, a password-reset dialog and social sign-in buttons.',
  },
  {
    slug: 'checkout',
    title: 'Checkout',
    description:
      'A three-step checkout with validated address and card forms, a promo code, a sticky order summary and an order confirmation.',
  },
  {
    slug: 'blog',
    title: 'Blog',
    description:
      'A blog home page with a featured story, topic and search filters, a paginated archive, a story reader and a newsletter form.',
  },
];
