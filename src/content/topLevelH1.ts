import { parseMarkdown } from './placeholders';

// A line that could start an h1: ATX (`# `, up to 3 spaces before it) or a setext underline (`===`).
const H1_LINE = /^ {0,3}(?:#(?:[ \t]|$)|=+[ \t]*$)/m;

/**
 * Whether Markdown has an h1 of its own at the top level (a page's title is its front matter's).
 * Parsed only when a line could make one: parsing is most of what checking a page costs.
 */
export function hasTopLevelH1(markdown: string): boolean {
  return H1_LINE.test(markdown) && parseMarkdown(markdown).children.some((node) => node.type === 'heading' && node.depth === 1);
}
