/**
 * The explorer's search: an entry matches when its path (`theme.palette.grey[50]` or
 * `palette.grey.50`) or its value contains the query, in any case. The tree then shows the matches
 * and their ancestors, and opens the ancestors so that every match is in view.
 */
import { ancestorsOf, type ThemeTree } from './themeTree';

/** Longer than any path or value worth typing; an address or a paste cannot make it a page of text. */
export const MAX_QUERY_LENGTH = 100;

export interface TreeSearch {
  /** The entries that contain the query themselves. */
  matches: ReadonlySet<string>;
  /** The matches and their ancestors: the entries the filtered tree shows. */
  shown: ReadonlySet<string>;
  /** The branches to open so that every match shows. */
  expand: ReadonlySet<string>;
}

/** The query as it is compared: trimmed, lower case, cut to MAX_QUERY_LENGTH characters. */
export function normalizeQuery(query: string): string {
  return Array.from(query.trim().toLowerCase()).slice(0, MAX_QUERY_LENGTH).join('');
}

/** The entries a query finds; null when the query is empty (the tree is not filtered). */
export function searchTree(tree: ThemeTree, query: string): TreeSearch | null {
  const wanted = normalizeQuery(query);
  if (!wanted) {
    return null;
  }
  const matches = new Set<string>();
  const expand = new Set<string>();
  for (const node of tree.nodes.values()) {
    if (node.searchText.includes(wanted)) {
      matches.add(node.id);
      for (const ancestor of ancestorsOf(tree, node.id)) {
        if (expand.has(ancestor)) {
          break;
        }
        expand.add(ancestor);
      }
    }
  }
  return { matches, shown: new Set([...matches, ...expand]), expand };
}
