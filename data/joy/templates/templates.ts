import type { TemplateInfo } from '../../../src/templates/templateInfo';

/**
 * The live templates of Joy UI, each a full page at `/joy-ui/getting-started/templates/<slug>/`
 * whose source is the folder `data/joy/templates/<slug>/` (entry: `App.tsx`).
 */
export const TEMPLATES: TemplateInfo[] = [
  {
    slug: 'sign-in',
    title: 'Sign-in',
    description:
      'A split-screen sign-in page: validated email and password, a password reveal, remember me, a reset-link flow and passkey and single sign-on buttons.',
  },
  {
    slug: 'email',
    title: 'Email client',
    description:
      'A three-pane mail client: folders and labels with unread counts, a searchable message list with stars, a reading pane to reply, archive or delete with undo, and a compose form that keeps drafts.',
  },
  {
    slug: 'team',
    title: 'Team directory',
    description:
      'A searchable team directory: filter people by team, location and availability, switch between grid and list, and open a profile to see contact details and skills or send a message.',
  },
  {
    slug: 'orders',
    title: 'Order dashboard',
    description:
      'An order dashboard for a small shop: live summary figures, a searchable, filterable and sortable orders table with bulk actions, refunds and cancellations, an order drawer and a CSV export.',
  },
];
