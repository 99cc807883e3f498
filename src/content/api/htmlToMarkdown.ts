/**
 * Markdown from the small HTML the API generator writes for JSDoc (paragraphs, code, links,
 * emphasis, lists, headings, rules), for the API pages' Markdown exports. Not a general converter.
 */

const ENTITIES: Record<string, string> = { amp: '&', quot: '"', apos: "'", gt: '>', nbsp: ' ' };

/** Decodes entities; `&lt;` stays one outside code, where a bare `<` would open an HTML tag in Markdown. */
function decodeEntities(text: string, keepLessThan: boolean): string {
  return text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (entity, name: string) => {
    const lower = name.toLowerCase();
    const char = lower.startsWith('#x')
      ? String.fromCodePoint(parseInt(lower.slice(2), 16))
      : lower.startsWith('#')
        ? String.fromCodePoint(Number(lower.slice(1)))
        : lower === 'lt'
          ? '<'
          : ENTITIES[lower];
    if (char === undefined || (char === '<' && keepLessThan)) {
      return entity;
    }
    return char;
  });
}

/** An inline code span that holds any text, backticks included. */
export function codeSpan(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longest + 1);
  const pad = longest > 0 || text.startsWith('`') || text.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${text}${pad}${fence}`;
}

export function htmlToMarkdown(html: string): string {
  const codes: string[] = [];
  // Code first, kept aside so that nothing below rewrites its text.
  const withoutCode = html.replace(/<code>([\s\S]*?)<\/code>/g, (match, inner: string) => {
    codes.push(codeSpan(decodeEntities(inner.replace(/<[^>]+>/g, ''), false)));
    return `\u0000${codes.length - 1}\u0000`;
  });
  const markdown = withoutCode
    .replace(
      /<a\b[^>]*\bhref="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g,
      (match, href: string, text: string) => `[${text}](${decodeEntities(href, false)})`,
    )
    .replace(/<\/?strong>/g, '**')
    .replace(/<\/?em>/g, '*')
    .replace(/<h[1-6][^>]*>([\s\S]*?)<\/h[1-6]>/g, '\n\n**$1**\n\n')
    .replace(/<hr\s*\/?>/g, '\n\n---\n\n')
    .replace(/<\/li>\s*/g, '')
    .replace(/<li>/g, '\n- ')
    .replace(/<\/?(ul|ol)>/g, '\n\n')
    .replace(/<\/?p>/g, '\n\n')
    .replace(/<br\s*\/?>/g, '\n')
    .replace(/<[^>]+>/g, '');
  return decodeEntities(markdown, true)
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .replace(/\u0000(\d+)\u0000/g, (match, index: string) => codes[Number(index)]);
}

/** Markdown fit for one cell of a table: one line, paragraphs split by `<br>`, pipes escaped. */
export function tableCell(markdown: string): string {
  return markdown
    .trim()
    .split(/\n{2,}/)
    .map((block) => block.replace(/[ \t]*\n[ \t]*/g, ' '))
    .join('<br>')
    .replace(/\|/g, '\\|');
}
