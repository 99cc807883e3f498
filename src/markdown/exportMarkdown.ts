/** The Markdown export of a documentation page (`<route>/index.md`), for language-model tools and readers of plain text. */

/** A demo's source as a fenced block, the fence longer than any run of backticks in the code. */
export function demoBlock(source: string): string {
  const longest = Math.max(0, ...[...source.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return `${fence}tsx\n${source.trimEnd()}\n${fence}`;
}

/**
 * Replaces each placeholder paragraph (`{{demo:Name}}`, `{{api-changes-since-v6}}`) with its block;
 * code fences are left alone, so a page can show the placeholder syntax itself.
 */
export function replacePlaceholders(body: string, blocks: Record<string, string>): string {
  let fence: string | null = null;
  return body
    .split('\n')
    .map((line) => {
      const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
      if (fence) {
        if (marker && marker[0] === fence[0] && marker.length >= fence.length && line.trim() === marker) {
          fence = null;
        }
        return line;
      }
      if (marker) {
        fence = marker;
        return line;
      }
      const placeholder = line.trim();
      if (!/^\{\{[^{}]+\}\}$/.test(placeholder)) {
        return line;
      }
      if (!(placeholder in blocks)) {
        throw new Error(`Nothing to put in place of ${placeholder}`);
      }
      return blocks[placeholder];
    })
    .join('\n');
}

interface DocsMarkdownInput {
  title: string;
  description: string;
  /** The Markdown after the front matter. */
  body: string;
  /** What each placeholder paragraph becomes. */
  blocks: Record<string, string>;
  /** The page's API reference pages. */
  apiLinks: { title: string; route: string }[];
}

/** The page as Markdown: the front matter as an h1 and a lead paragraph, demos as their TypeScript code, links as on the site. */
export function docsPageMarkdown({ title, description, body, blocks, apiLinks }: DocsMarkdownInput): string {
  const parts = [`# ${title}`, description, replacePlaceholders(body, blocks).trim()];
  if (apiLinks.length > 0) {
    parts.push(['## API', '', ...apiLinks.map((link) => `- [${link.title}](${link.route})`)].join('\n'));
  }
  return `${parts.join('\n\n')}\n`;
}
