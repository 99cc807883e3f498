import type { ApiPageData } from '../../api/types';
import { escapeHtml } from '../../utils/escapeHtml';
import { generatedTableHtml, generatedTableMarkdown } from '../generatedTable';

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

const HEADERS = ['Component', 'Added', 'Removed', 'Newly deprecated'];
const codeList = (names: string[]) => names.map((name) => `<code>${escapeHtml(name)}</code>`).join(', ');

/**
 * The table of props that Material UI components added, removed or newly deprecated since v6,
 * generated from the API data. Markdown embeds it with a paragraph `{{api-changes-since-v6}}`.
 */
export function apiChangesTableHtml(pages: Record<string, ApiPageData>): string {
  return generatedTableHtml(
    HEADERS,
    changeRows(pages).map((row) => [
      `<a href="${row.route}">${escapeHtml(row.name)}</a>`,
      codeList(row.added),
      codeList(row.removed),
      codeList(row.deprecated),
    ]),
  );
}

/** The same table in Markdown, for the page's Markdown export. */
export function apiChangesTableMarkdown(pages: Record<string, ApiPageData>): string {
  const codes = (names: string[]) => names.map((name) => `\`${name}\``).join(', ');
  return generatedTableMarkdown(
    HEADERS,
    changeRows(pages).map((row) => [`[${row.name}](${row.route})`, codes(row.added), codes(row.removed), codes(row.deprecated)]),
  );
}
