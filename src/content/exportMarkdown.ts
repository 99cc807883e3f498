/** The Markdown export of a documentation page (`<route>/index.md`), for language-model tools and readers of plain text. */
import { findPlaceholders, type Placeholder } from './placeholders';

/** A demo's source as a fenced block, the fence longer than any run of backticks in the code. */
export function demoBlock(source: string): string {
  const longest = Math.max(0, ...[...source.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}tsx\n${source.trimEnd()}\n${fence}`;
}

/** The body with each placeholder paragraph replaced by its block (see src/content/placeholders.ts). */
export function replacePlaceholders(body: string, blockOf: (placeholder: Placeholder) => string): string {
  let markdown = '';
  let last = 0;
  for (const { placeholder, start, end } of findPlaceholders(body)) {
    markdown += body.slice(last, start) + blockOf(placeholder);
    last = end;
  }
  return markdown + body.slice(last);
}

interface DocsMarkdownInput {
  title: string;
  description: string;
  /** The Markdown after the front matter. */
  body: string;
  /** What each placeholder paragraph becomes. */
  blockOf: (placeholder: Placeholder) => string;
  /** The page's API reference pages. */
  apiLinks: { title: string; route: string }[];
}

/** The page as Markdown: the front matter as an h1 and a lead paragraph, demos as their TypeScript code, links as on the site. */
export function docsPageMarkdown({ title, description, body, blockOf, apiLinks }: DocsMarkdownInput): string {
  const parts = [`# ${title}`, description, replacePlaceholders(body, blockOf).trim()];
  if (apiLinks.length > 0) {
    parts.push(['## API', '', ...apiLinks.map((link) => `- [${link.title}](${link.route})`)].join('\n'));
  }
  return `${parts.join('\n\n')}\n`;
}
