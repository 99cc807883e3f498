import path from 'node:path';
import type { TreeId } from '../navigation/trees';

/** Where a route's Markdown lives: `data/<tree>/content/<route>/index.md`. */
export function contentFileOf(treeId: TreeId, route: string): string {
  return path.join('data', treeId, 'content', route.replace(/^\/|\/$/g, ''), 'index.md');
}
