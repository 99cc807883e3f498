/**
 * The keys of the WAI-ARIA tree pattern, as what they do to the rows: Up/Down move, Home/End go to
 * the ends, Right opens a branch or enters it, Left closes it or goes to the parent (mirrored
 * right to left), Enter opens/closes a branch or acts on an entry, `*` opens a row's siblings,
 * and a letter moves to the next row whose name starts with it.
 */
import type { Row } from './rows';

export type TreeKeyAction =
  | { type: 'focus'; index: number }
  | { type: 'expand'; id: string }
  | { type: 'collapse'; id: string }
  | { type: 'expandMany'; ids: string[] }
  | { type: 'activate'; index: number };

export interface TreeKeyOptions {
  rtl: boolean;
  /** A row's name, for the type-ahead. */
  nameOf: (row: Row) => string;
}

function parentIndex(rows: readonly Row[], index: number): number {
  const level = rows[index].level;
  for (let candidate = index - 1; candidate >= 0; candidate -= 1) {
    if (rows[candidate].level < level) {
      return candidate;
    }
  }
  return -1;
}

/** The closed branches among a row's siblings (itself included). */
function closedSiblings(rows: readonly Row[], index: number): string[] {
  const level = rows[index].level;
  const parent = parentIndex(rows, index);
  const ids: string[] = [];
  for (let candidate = parent + 1; candidate < rows.length && rows[candidate].level >= level; candidate += 1) {
    const row = rows[candidate];
    if (row.level === level && row.type === 'node' && row.expanded === false) {
      ids.push(row.id);
    }
  }
  return ids;
}

function typeAhead(rows: readonly Row[], index: number, character: string, nameOf: TreeKeyOptions['nameOf']): number | null {
  const wanted = character.toLowerCase();
  for (let step = 1; step <= rows.length; step += 1) {
    const candidate = (index + step) % rows.length;
    if (nameOf(rows[candidate]).toLowerCase().startsWith(wanted)) {
      return candidate;
    }
  }
  return null;
}

/** What a key pressed on row `index` does; null when the tree does not use the key. */
export function treeKeyAction(rows: readonly Row[], index: number, key: string, { rtl, nameOf }: TreeKeyOptions): TreeKeyAction | null {
  const row = rows[index];
  if (!row) {
    return null;
  }
  const inward = rtl ? 'ArrowLeft' : 'ArrowRight';
  const outward = rtl ? 'ArrowRight' : 'ArrowLeft';
  switch (key) {
    case 'ArrowDown':
      return index + 1 < rows.length ? { type: 'focus', index: index + 1 } : null;
    case 'ArrowUp':
      return index > 0 ? { type: 'focus', index: index - 1 } : null;
    case 'Home':
      return { type: 'focus', index: 0 };
    case 'End':
      return { type: 'focus', index: rows.length - 1 };
    case inward:
      if (row.type === 'node' && row.expanded === false) {
        return { type: 'expand', id: row.id };
      }
      if (row.type === 'node' && row.expanded && index + 1 < rows.length && rows[index + 1].level > row.level) {
        return { type: 'focus', index: index + 1 };
      }
      return null;
    case outward: {
      if (row.type === 'node' && row.expanded) {
        return { type: 'collapse', id: row.id };
      }
      const parent = parentIndex(rows, index);
      return parent >= 0 ? { type: 'focus', index: parent } : null;
    }
    case 'Enter':
      if (row.type === 'node' && row.expanded !== null) {
        return row.expanded ? { type: 'collapse', id: row.id } : { type: 'expand', id: row.id };
      }
      return { type: 'activate', index };
    case '*': {
      const ids = closedSiblings(rows, index);
      return ids.length > 0 ? { type: 'expandMany', ids } : null;
    }
    default: {
      // One printable character (not Space, which a tree leaves to the page).
      if (Array.from(key).length !== 1 || key === ' ') {
        return null;
      }
      const found = typeAhead(rows, index, key, nameOf);
      return found === null ? null : { type: 'focus', index: found };
    }
  }
}
