import { BLOG_URL, TEMPLATES_STORE_URL } from '../config';

/** The default top menu of the app bar (and of the navigation drawer on small screens). */
export const TOP_MENU: { title: string; href: string }[] = [
  { title: 'Versions', href: '/versions/' },
  { title: 'Templates store', href: TEMPLATES_STORE_URL },
  { title: 'Blog', href: BLOG_URL },
];
