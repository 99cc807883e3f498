/**
 * The tables of generated blocks (src/content/placeholders.ts), in HTML for the page and in Markdown
 * for its export, one shape for both: the HTML scrolls sideways inside itself like a Markdown table's.
 */

/** The table as HTML; the cells are HTML their maker escaped. */
export function generatedTableHtml(headers: string[], rows: string[][]): string {
  const cells = (tag: 'th' | 'td', row: string[]) => row.map((cell) => `<${tag}>${cell}</${tag}>`).join('');
  return (
    `<div class="table-scroll" tabindex="0"><table><thead><tr>${cells('th', headers)}</tr></thead>` +
    `<tbody>${rows.map((row) => `<tr>${cells('td', row)}</tr>`).join('')}</tbody></table></div>`
  );
}

/** The table in Markdown; the cells are Markdown. */
export function generatedTableMarkdown(headers: string[], rows: string[][]): string {
  const line = (row: string[]) => `| ${row.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}
