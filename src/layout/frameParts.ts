import deferredPart from '../components/deferredPart';

/*
 * The parts of the site's frame that are in every page's HTML but hydrate after the page, from a
 * chunk of their own (src/components/deferredPart.tsx). The app bar's controls work once it has
 * hydrated, right after the page; a click on one before that is replayed then.
 */
export const AppHeader = deferredPart(() => import('./AppHeader'));
