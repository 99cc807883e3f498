/**
 * The frames of a page's islands (demo toolbar, playground boxes, shared demo styles) as one module:
 * one chunk for every page with demos or playgrounds, instead of one per kind that would each
 * carry their own copy of the island loader (a chunk of its own for the CSS variables playground
 * cost Joy UI's pages 2.5 kB).
 */
export { default as Demo, DemoPageStyles } from '../demos/Demo';
export { default as Playground } from '../playground/Playground';
export { default as CssVarsPlayground } from '../playground/CssVarsPlayground';
