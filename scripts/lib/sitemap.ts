import path from 'node:path';
import { listExportedPages } from './measure';
import { getDocsRoutes } from '../../src/navigation/routes';

/** Routes of the exported pages a search engine should index: all but 404, offline and the experiments. */
export function getSitemapRoutes(outDir: string): string[] {
  const experiments = new Set(getDocsRoutes().filter((entry) => entry.treeId === 'docs-infra').map((entry) => entry.route));
  return listExportedPages(outDir)
    .filter((file) => path.basename(file) === 'index.html')
    .map((file) => `/${path.relative(outDir, path.dirname(file)).split(path.sep).join('/')}/`.replace(/^\/\/$/, '/'))
    .filter((route) => route !== '/404/' && route !== '/offline/' && !route.startsWith('/experiments/') && !experiments.has(route))
    .sort();
}
