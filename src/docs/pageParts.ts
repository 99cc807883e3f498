import deferredPart from '../components/deferredPart';

/*
 * The parts of documentation and API pages that are in the exported HTML but hydrate after the
 * page, each from a chunk of its own (src/components/deferredPart.tsx): not needed to read the
 * page, and out of its first-load JavaScript.
 */
export const SideNav = deferredPart(() => import('../navigation/SideNav'));
export const TableOfContents = deferredPart(() => import('./TableOfContents'));
export const ApiTableOfContents = deferredPart(() => import('../api/ApiTableOfContents'));
export const PageActions = deferredPart(() => import('./PageActions'));
export const PageFooter = deferredPart(() => import('./PageFooter'));
export const CodeBlockBehaviour = deferredPart(() => import('./CodeBlockBehaviour'));
export const AdSlot = deferredPart(() => import('../ads/AdSlot'));
