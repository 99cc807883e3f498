/** What the explorer's status line says (and announces) about the tree and its search. */
import type { ThemeMode } from './defaultThemes';
import { normalizeQuery, type TreeSearch } from './search';
import type { ThemeTree } from './themeTree';

/** How much of the query the status line repeats. */
const QUOTED_QUERY_LENGTH = 32;

const count = (value: number) => value.toLocaleString('en-US');

function quote(query: string): string {
  const characters = Array.from(query.trim());
  return `“${characters.length > QUOTED_QUERY_LENGTH ? `${characters.slice(0, QUOTED_QUERY_LENGTH).join('')}…` : characters.join('')}”`;
}

export function statusText(tree: ThemeTree, search: TreeSearch | null, query: string, mode: ThemeMode): string {
  if (!search || !normalizeQuery(query)) {
    return `${count(tree.leafCount)} values in the ${mode} theme`;
  }
  const matches = search.matches.size;
  if (matches === 0) {
    return `No entries match ${quote(query)} in the ${mode} theme`;
  }
  return `${count(matches)} ${matches === 1 ? 'entry matches' : 'entries match'} ${quote(query)} in the ${mode} theme`;
}
