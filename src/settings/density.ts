/**
 * Set on <html> while the reader's density setting is "dense", for the site frame's CSS:
 * `:global(html[data-dense]) .item { … }` in a CSS module.
 */
export const DENSE_ATTRIBUTE = 'data-dense';
