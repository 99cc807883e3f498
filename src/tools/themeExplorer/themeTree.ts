/**
 * A theme object as a tree of entries keyed by their path. Built once per theme: the search and
 * the rows read it, the page renders only the expanded part. Safe on any object: a cycle becomes
 * a pointer, deep or very large objects are cut, a throwing getter becomes "(unreadable)", and
 * functions are described, never called.
 */
import { childPath, ROOT_PATH } from './paths';
import { describeCircular, describeLeaf, describeTruncated, describeUnreadable, type LeafValue } from './values';

export interface TreeNode {
  /** Its path, unique in the tree: `theme.palette.primary.main`. */
  id: string;
  key: string;
  parent: string | null;
  /** 1 for the theme's own keys. */
  level: number;
  /** The ids of its entries, in the object's order; null for a leaf. */
  children: string[] | null;
  /** A branch's size: "4 keys", "25 items". */
  summary: string;
  /** What a leaf shows; null for a branch. */
  value: LeafValue | null;
  /** What the search looks in, lower case: the path, the path with dots only, the value. */
  searchText: string;
}

export interface ThemeTree {
  /** The theme's own keys. */
  rootIds: string[];
  nodes: ReadonlyMap<string, TreeNode>;
  /** How many leaves it has: what the status line counts. */
  leafCount: number;
}

/** Deeper objects are shown closed: the default theme's deepest entry is at level 5. */
export const MAX_DEPTH = 12;
/** More entries than this are not built: the default theme has about 450. */
export const MAX_NODES = 20000;

function sizeOf(value: object, count: number): string {
  if (Array.isArray(value)) {
    return `${count} ${count === 1 ? 'item' : 'items'}`;
  }
  return `${count} ${count === 1 ? 'key' : 'keys'}`;
}

function keysOf(value: object): string[] {
  try {
    return Object.keys(value);
  } catch {
    // A proxy can refuse to list its keys.
    return [];
  }
}

/** The tree of `root`'s enumerable own properties, paths starting at `rootPath`. */
export function buildTree(root: object, rootPath: string = ROOT_PATH): ThemeTree {
  const nodes = new Map<string, TreeNode>();
  // The objects on the way down from the root, with their paths: a cycle points back to one.
  const ancestors = new Map<object, string>([[root, rootPath]]);
  let leafCount = 0;

  function addLeaf(id: string, key: string, parent: string | null, level: number, dotted: string, value: LeafValue) {
    leafCount += 1;
    nodes.set(id, {
      id,
      key,
      parent,
      level,
      children: null,
      summary: '',
      value,
      searchText: `${id}\n${dotted}\n${value.text}`.toLowerCase(),
    });
  }

  function addChildren(value: object, parentId: string, parentDotted: string, level: number): string[] {
    const ids: string[] = [];
    for (const key of keysOf(value)) {
      if (nodes.size >= MAX_NODES) {
        break;
      }
      const id = childPath(parentId, key);
      ids.push(id);
      addEntry(value, key, id, level === 1 ? null : parentId, level, `${parentDotted}.${key}`);
    }
    return ids;
  }

  function addEntry(container: object, key: string, id: string, parent: string | null, level: number, dotted: string) {
    let value: unknown;
    try {
      value = (container as Record<string, unknown>)[key];
    } catch {
      addLeaf(id, key, parent, level, dotted, describeUnreadable());
      return;
    }
    if (typeof value !== 'object' || value === null) {
      addLeaf(id, key, parent, level, dotted, describeLeaf(value, key));
      return;
    }
    const seenAt = ancestors.get(value);
    if (seenAt !== undefined) {
      addLeaf(id, key, parent, level, dotted, describeCircular(seenAt));
      return;
    }
    const keys = keysOf(value);
    if (keys.length === 0) {
      addLeaf(id, key, parent, level, dotted, describeLeaf(value, key));
      return;
    }
    if (level >= MAX_DEPTH) {
      addLeaf(
        id,
        key,
        parent,
        level,
        dotted,
        describeTruncated(value, `${sizeOf(value, keys.length)}, not opened: deeper than ${MAX_DEPTH} levels`),
      );
      return;
    }
    if (nodes.size + 1 >= MAX_NODES) {
      addLeaf(id, key, parent, level, dotted, describeTruncated(value, `${sizeOf(value, keys.length)}, not opened: the tree is too large`));
      return;
    }
    const node: TreeNode = {
      id,
      key,
      parent,
      level,
      children: [],
      summary: sizeOf(value, keys.length),
      value: null,
      searchText: `${id}\n${dotted}`.toLowerCase(),
    };
    nodes.set(id, node);
    ancestors.set(value, id);
    node.children = addChildren(value, id, dotted, level + 1);
    if (node.children.length < keys.length) {
      node.summary += ', not all shown: the tree is too large';
    }
    ancestors.delete(value);
  }

  const rootIds = addChildren(root, rootPath, rootPath, 1);
  return { rootIds, nodes, leafCount };
}

/** The ids of a node's ancestors, nearest first. */
export function ancestorsOf(tree: ThemeTree, id: string): string[] {
  const result: string[] = [];
  let parent = tree.nodes.get(id)?.parent ?? null;
  while (parent !== null) {
    result.push(parent);
    parent = tree.nodes.get(parent)?.parent ?? null;
  }
  return result;
}

/** Every branch's id: what "Expand all" opens. */
export function branchIds(tree: ThemeTree): string[] {
  return [...tree.nodes.values()].filter((node) => node.children !== null).map((node) => node.id);
}
