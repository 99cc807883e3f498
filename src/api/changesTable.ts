import type { ApiPageData } from './types';

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const codeList = (names: string[]) => names.map((name) => `<code>${escape(name)}</code>`).join(', ');

/**
 * The table of props that Material UI components added, removed or newly deprecated since v6,
 * generated from the API data. Markdown embeds it with a paragraph `{{api-changes-since-v6}}`.
 */
export function apiChangesTableHtml(pages: Record<string, ApiPageData>): string {
  const rows = Object.values(pages)
    .filter((page) => page.treeId === 'material')
    .flatMap((page) =>
      page.items.flatMap((item) => {
        const changes = item.kind === 'component' ? item.changesSinceV6 : undefined;
        if (!changes || changes.added.length + changes.removed.length + changes.deprecated.length === 0) {
          return [];
        }
        return [
          `<tr><td><a href="${page.route}">${escape(item.name)}</a></td><td>${codeList(changes.added)}</td><td>${codeList(changes.removed)}</td><td>${codeList(changes.deprecated)}</td></tr>`,
        ];
      }),
    );
  return (
    '<div class="table-scroll" tabindex="0"><table><thead><tr><th>Component</th><th>Added</th><th>Removed</th><th>Newly deprecated</th></tr></thead>' +
    `<tbody>${rows.join('')}</tbody></table></div>`
  );
}

export const API_CHANGES_PLACEHOLDER = '<p>{{api-changes-since-v6}}</p>';
