import { tabParentRoute } from '../navigation/apiRoutes';
import type { ApiPageData } from './types';

/** How the document title, link previews and llms.txt name an API page: `Button API`; a Base UI tab is named already. */
export function apiPageTitle(page: Pick<ApiPageData, 'route' | 'title'>): string {
  return tabParentRoute(page.route) ? page.title : `${page.title} API`;
}
