import type { ApiPageData } from '../../api/types';

interface ChangeRow {
  name: string;
  route: string;
  added: string[];
  removed: string[];
  deprecated: string[];
}

/** The Material UI components whose props were added, removed or newly deprecated since v6. */
function changeRows(pages: Record<string, ApiPageData>): ChangeRow[] {
  return Object.values(pages)
    .filter((page) => page.treeId === 'material')
    .flatMap((page) =>
      page.items.flatMap((item) => {
        const changes = item.kind === 'component' ? item.changesSinceV6 : undefined;
        if (!changes || changes.added.length + changes.removed.length + changes.deprecated.length === 0) {
          return [];
        }
        return [{ name: item.name, route: page.route, ...changes }];
      }),
    );
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const codeList = (names: string[]) => names.map((name) => `<code>${escape(name)}</code>`).join(', ');

/**
 * The table of props that Material UI components added, removed or newly deprecated since v6,
 * generated from the API data. Markdown embeds it with a paragraph `{{api-changes-since-v6}}`.
 */
export function apiChangesTableHtml(pages: Record<string, ApiPageData>): string {
  const rows = changeRows(pages).map(
    (row) =>
      `<tr><td><a href="${row.route}">${escape(row.name)}</a></td><td>${codeList(row.added)}</td><td>${codeList(row.removed)}</td><td>${codeList(row.deprecated)}</td></tr>`,
  );
  return (
    '<div class="table-scroll" tabindex="0"><table><thead><tr><th>Component</th><th>Added</th><th>Removed</th><th>Newly deprecated</th></tr></thead>' +
    `<tbody>${rows.join('')}</tbody></table></div>`
  );
}

/** The same table in Markdown, for the page's Markdown export. */
export function apiChangesTableMarkdown(pages: Record<string, ApiPageData>): string {
  const codes = (names: string[]) => names.map((name) => `\`${name}\``).join(', ');
  return [
    '| Component | Added | Removed | Newly deprecated |',
    '| --- | --- | --- | --- |',
    ...changeRows(pages).map(
      (row) => `| [${row.name}](${row.route}) | ${codes(row.added)} | ${codes(row.removed)} | ${codes(row.deprecated)} |`,
    ),
  ].join('\n');
}
