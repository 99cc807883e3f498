/**
 * The frames of a page's islands (demo toolbar, playground box, shared demo styles) as one module:
 * one chunk for every page with demos or playgrounds, instead of one per kind that would each
 * carry their own copy of the island loader.
 */
export { default as Demo, DemoPageStyles } from '../demos/Demo';
export { default as Playground } from '../playground/Playground';
