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
];
