import fs from 'node:fs';
import path from 'node:path';
import { listExportedPages } from './measure';
import { listRedirectPages } from './redirectPages';

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

/**
 * The `<a href>` values of a page, without those inside its __NEXT_DATA__ JSON, and without React
 * Router's links (marked `data-discover`): on this site they only appear in demos, where the
 * path is one of the demo's in-memory router, not a page of the site.
 */
export function anchorHrefs(html: string): string[] {
  const body = html.replace(/<script[\s\S]*?<\/script>/g, '');
  return [...body.matchAll(/<a\b[^>]*?\shref="([^"]*)"[^>]*>/g)]
    .filter((match) => !/\sdata-discover="/.test(match[0]))
    .map((match) => decodeEntities(match[1]));
}

export function elementIds(html: string): Set<string> {
  const body = html.replace(/<script[\s\S]*?<\/script>/g, '');
  return new Set([...body.matchAll(/\sid="([^"]*)"/g)].map((match) => decodeEntities(match[1])));
}

function routeOfFile(outDir: string, file: string): string {
  const relative = path.relative(outDir, file).split(path.sep).join('/');
  return relative === '404.html' ? '/404' : `/${relative.replace(/index\.html$/, '')}`;
}

/** Reads each page's element ids once. */
function idReader(): (file: string) => Set<string> {
  const idsByFile = new Map<string, Set<string>>();
  return (file) => {
    if (!idsByFile.has(file)) {
      idsByFile.set(file, elementIds(fs.readFileSync(file, 'utf8')));
    }
    return idsByFile.get(file)!;
  };
}

/**
 * What is wrong with a link on the page at `page` (its file: `file`), or null: an internal link must
 * reach an exported page or file (and its `#anchor` an element id of a target page), an external
 * one must be a well-formed https URL.
 */
function linkProblem(outDir: string, page: string, file: string, href: string, idsOf: (file: string) => Set<string>): string | null {
  if (/^(https?:)?\/\//i.test(href)) {
    let url: URL | null = null;
    try {
      url = new URL(href);
    } catch {
      // reported below
    }
    return !url || url.protocol !== 'https:' || !url.hostname.includes('.') ? 'external links must be well-formed https URLs' : null;
  }
  // A directory or a footer links addresses and phone numbers.
  if (/^(mailto|tel):/i.test(href)) {
    return null;
  }
  if (/^[a-z][a-z\d+.-]*:/i.test(href)) {
    return 'unexpected URL scheme';
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
    return 'no exported page at this path';
  }
  if (hash && targetFile.endsWith('.html') && !idsOf(targetFile).has(decodeURIComponent(hash))) {
    return `no element with id "${hash}" on the target page`;
  }
  return null;
}

/**
 * Every internal link of the exported site, its redirect pages included, must reach an exported
 * page (or file), and every `#anchor` an element id on its target page; external links must be
 * well-formed https URLs.
 */
export function checkLinks(outDir: string): LinkProblem[] {
  const idsOf = idReader();
  const problems: LinkProblem[] = [];
  for (const file of [...listExportedPages(outDir), ...listRedirectPages(outDir)]) {
    const page = routeOfFile(outDir, file);
    for (const href of anchorHrefs(fs.readFileSync(file, 'utf8'))) {
      const reason = linkProblem(outDir, page, file, href, idsOf);
      if (reason) {
        problems.push({ page, href, reason });
      }
    }
  }
  return problems;
}

/** The link targets of a Markdown text (`[text](href)`), without those in code. */
export function markdownHrefs(markdown: string): string[] {
  const prose = markdown.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[`~]*[ \t]*$/gm, '').replace(/(`+)[\s\S]*?\1/g, '');
  return [...prose.matchAll(/\]\(([^()\s]+)(?:\s+"[^"]*")?\)/g)].map((match) => match[1]);
}

/** The Markdown exports of the exported site: every `index.md` beside a page. */
export function listMarkdownExports(outDir: string): string[] {
  return listExportedPages(outDir)
    .map((file) => path.join(path.dirname(file), 'index.md'))
    .filter((file) => fs.existsSync(file));
}

/** The same checks for the links of each Markdown export (`<route>/index.md`). */
export function checkMarkdownLinks(outDir: string): LinkProblem[] {
  const idsOf = idReader();
  return listMarkdownExports(outDir).flatMap((file) => {
    const page = `/${path.relative(outDir, path.dirname(file)).split(path.sep).join('/')}/`;
    // A link to the page's own route means its HTML page, whose ids the anchors name.
    const htmlFile = path.join(path.dirname(file), 'index.html');
    return markdownHrefs(fs.readFileSync(file, 'utf8')).flatMap((href) => {
      const reason = linkProblem(outDir, page, htmlFile, href, idsOf);
      return reason ? [{ page: `${page}index.md`, href, reason }] : [];
    });
  });
}
