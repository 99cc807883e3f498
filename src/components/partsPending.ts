/**
 * Marks `<html>` while a deferred part of the page (./deferredPart.tsx) still waits for its code:
 * what the end-to-end tests and the work that waits for the page to settle watch. A module of its
 * own, without React: the chunks loaded after the page read it too.
 */
export const PARTS_PENDING_ATTRIBUTE = 'data-parts-pending';
