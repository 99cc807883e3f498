import fs from 'node:fs';
import path from 'node:path';
import { listExportedPages } from './measure';

export interface LinkProblem {
  page: string;
  href: string;
  reason: string;
}

function decodeEntities(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

/** The `<a href>` values of a page, without those inside its __NEXT_DATA__ JSON. */
export function anchorHrefs(html: string): string[] {
  const body = html.replace(/<script[\s\S]*?<\/script>/g, '');
  return [...body.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((match) => decodeEntities(match[1]));
}

export function elementIds(html: string): Set<string> {
  const body = html.replace(/<script[\s\S]*?<\/script>/g, '');
  return new Set([...body.matchAll(/\sid="([^"]*)"/g)].map((match) => decodeEntities(match[1])));
}

function routeOfFile(outDir: string, file: string): string {
  const relative = path.relative(outDir, file).split(path.sep).join('/');
  return relative === '404.html' ? '/404' : `/${relative.replace(/index\.html$/, '')}`;
}

/**
 * Every internal link of the exported site must reach an exported page (or file), and every
 * `#anchor` an element id on its target page; external links must be well-formed https URLs.
 */
export function checkLinks(outDir: string): LinkProblem[] {
  const pages = listExportedPages(outDir);
  const idsByFile = new Map<string, Set<string>>();
  const idsOf = (file: string) => {
    if (!idsByFile.has(file)) {
      idsByFile.set(file, elementIds(fs.readFileSync(file, 'utf8')));
    }
    return idsByFile.get(file)!;
  };
  const problems: LinkProblem[] = [];

  for (const file of pages) {
    const page = routeOfFile(outDir, file);
    for (const href of anchorHrefs(fs.readFileSync(file, 'utf8'))) {
      const report = (reason: string) => problems.push({ page, href, reason });
      if (/^(https?:)?\/\//i.test(href)) {
        let url: URL | null = null;
        try {
          url = new URL(href);
        } catch {
          // reported below
        }
        if (!url || url.protocol !== 'https:' || !url.hostname.includes('.')) {
          report('external links must be well-formed https URLs');
        }
        continue;
      }
      if (/^mailto:/i.test(href)) {
        continue;
      }
      if (/^[a-z][a-z\d+.-]*:/i.test(href)) {
        report('unexpected URL scheme');
        continue;
      }
      const [pathPart, hash = ''] = href.split('#');
      const target = pathPart === '' ? page : pathPart.startsWith('/') ? pathPart : path.posix.join(page, pathPart);
      const targetPath = target.split('?')[0];
      let targetFile: string;
      if (target === page) {
        targetFile = file;
      } else if (targetPath.endsWith('/')) {
        targetFile = path.join(outDir, decodeURIComponent(targetPath), 'index.html');
      } else {
        const direct = path.join(outDir, decodeURIComponent(targetPath));
        targetFile = fs.existsSync(direct) && fs.statSync(direct).isFile() ? direct : path.join(direct, 'index.html');
      }
      if (!fs.existsSync(targetFile)) {
        report('no exported page at this path');
        continue;
      }
      if (hash && targetFile.endsWith('.html') && !idsOf(targetFile).has(decodeURIComponent(hash))) {
        report(`no element with id "${hash}" on the target page`);
      }
    }
  }
  return problems;
}
