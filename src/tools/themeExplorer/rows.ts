/**
 * The rows the tree shows: the open part of the tree only (the page never holds the whole theme),
 * filtered by a search, each with what the WAI-ARIA tree pattern needs (level, position in its set,
 * set size, expanded). A branch with many entries shows them a page at a time, with a
 * "show more" row after the page.
 */
import type { ThemeTree } from './themeTree';

/** Entries shown at once under one branch (the default theme's largest, unstable_sxConfig, has over 100). */
export const PAGE_SIZE = 50;

/** The key the theme's own keys page under. */
export const ROOT_PAGE_KEY = '';

export type Row =
  | { type: 'node'; id: string; level: number; posinset: number; setsize: number; expanded: boolean | null }
  | {
      type: 'more';
      id: string;
      parent: string;
      level: number;
      posinset: number;
      setsize: number;
      shown: number;
      remaining: number;
      /** The first entry it reveals: where the keyboard goes. */
      next: string;
    };

export interface RowOptions {
  expanded: ReadonlySet<string>;
  /** The entries a search lets through; null when nothing is searched. */
  shown: ReadonlySet<string> | null;
  /** How many entries each branch shows (key: its id, ROOT_PAGE_KEY for the top level); PAGE_SIZE when absent. */
  pages: ReadonlyMap<string, number>;
}

// No entry's path starts with a space.
const MORE_PREFIX = ' more ';

/** The id of a branch's "show more" row. */
export function moreRowId(parent: string): string {
  return `${MORE_PREFIX}${parent}`;
}

/** The entry a row id stands for: a "show more" row stands for its branch (null at the top level). */
function entryOf(id: string): string | null {
  if (!id.startsWith(MORE_PREFIX)) {
    return id;
  }
  return id.slice(MORE_PREFIX.length) || null;
}

/** The rows, in order, of the open part of the tree. */
export function visibleRows(tree: ThemeTree, { expanded, shown, pages }: RowOptions): Row[] {
  const rows: Row[] = [];

  function addLevel(ids: readonly string[], pageKey: string, level: number) {
    const listed = shown ? ids.filter((id) => shown.has(id)) : ids;
    const limit = Math.max(PAGE_SIZE, pages.get(pageKey) ?? PAGE_SIZE);
    const count = Math.min(listed.length, limit);
    const remaining = listed.length - count;
    const setsize = count + (remaining > 0 ? 1 : 0);
    for (let index = 0; index < count; index += 1) {
      const node = tree.nodes.get(listed[index]);
      if (!node) {
        continue;
      }
      const isOpen = node.children !== null && expanded.has(node.id);
      rows.push({ type: 'node', id: node.id, level, posinset: index + 1, setsize, expanded: node.children === null ? null : isOpen });
      if (isOpen && node.children) {
        addLevel(node.children, node.id, level + 1);
      }
    }
    if (remaining > 0) {
      rows.push({
        type: 'more',
        id: moreRowId(pageKey),
        parent: pageKey,
        level,
        posinset: setsize,
        setsize,
        shown: count,
        remaining,
        next: listed[count],
      });
    }
  }

  addLevel(tree.rootIds, ROOT_PAGE_KEY, 1);
  return rows;
}

/**
 * The row that takes the keyboard when `id` is not shown (its branch was closed, or a search hid
 * it): its nearest shown ancestor, else the first row. -1 when there are no rows.
 */
export function rowIndexFor(rows: readonly Row[], tree: ThemeTree, id: string | null): number {
  if (rows.length === 0) {
    return -1;
  }
  const indexes = new Map(rows.map((row, index) => [row.id, index]));
  const direct = id === null ? undefined : indexes.get(id);
  if (direct !== undefined) {
    return direct;
  }
  let current: string | null = id === null ? null : entryOf(id);
  while (current !== null) {
    const index = indexes.get(current);
    if (index !== undefined) {
      return index;
    }
    current = tree.nodes.get(current)?.parent ?? null;
  }
  return 0;
}
