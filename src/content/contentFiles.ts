/** Where the Markdown of documentation pages lives: `data/<tree>/content/<route>/index.md`. */
import fs from 'node:fs';
import path from 'node:path';
import type { TreeId } from '../navigation/trees';

/** The file name of a page's Markdown, in the folder named by its route. */
export const PAGE_FILE_NAME = 'index.md';

/** A route's Markdown file, relative to the project root (as errors and "Edit this page" links show it). */
export function contentFileOf(treeId: TreeId, route: string): string {
  return path.join('data', treeId, 'content', route.replace(/^\/|\/$/g, ''), PAGE_FILE_NAME);
}

function markdownFilesUnder(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? markdownFilesUnder(full) : entry.name.endsWith('.md') ? [full] : [];
  });
}

/** Every Markdown file of every tree's content folder, absolute, in directory order. */
export function listContentFiles(root: string): string[] {
  return fs.readdirSync(path.join(root, 'data'), { withFileTypes: true }).flatMap((tree) => {
    const contentDir = path.join(root, 'data', tree.name, 'content');
    return tree.isDirectory() && fs.existsSync(contentDir) ? markdownFilesUnder(contentDir) : [];
  });
}
