/**
 * Checks the Markdown content against the navigation: every exported route has its file, each
 * file's front matter parses and has the navigation's title, a description and only known
 * fonts, no two pages share a document title, and no file is left over without a route. Exits
 * non-zero listing each problem.
 */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { getDocsRoutes } from '../src/navigation/routes';
import { contentFileOf } from '../src/markdown/contentFile';
import { pageFonts } from '../src/fonts/pageFonts';
import { frontMatterOf } from '../src/markdown/frontMatter';
import { productIdentifierOf } from '../src/products/productIdentifierOf';
import { documentTitle } from '../src/seo/seoTags';

const root = path.resolve(__dirname, '..');
const problems: string[] = [];
const expected = new Set<string>();
/** Routes by document title (`Typography – Material UI`): the browser tab and search results tell pages apart by it. */
const routesByTitle = new Map<string, string[]>();

for (const { route, treeId, title } of getDocsRoutes()) {
  const file = contentFileOf(treeId, route);
  expected.add(path.join(root, file));
  let source: string;
  try {
    source = fs.readFileSync(path.join(root, file), 'utf8');
  } catch {
    problems.push(`${route}: missing ${file}`);
    continue;
  }
  try {
    const { data, content } = matter(source);
    if (data.title !== title) {
      problems.push(`${file}: title "${data.title}" should be "${title}"`);
    }
    if (typeof data.description !== 'string' || data.description.trim().length < 20) {
      problems.push(`${file}: needs a description of at least 20 characters`);
    }
    try {
      pageFonts(data.fonts, file, /^\{\{demo:[A-Za-z][A-Za-z0-9]*\}\}$/m.test(content));
    } catch (error) {
      problems.push((error as Error).message);
    }
    if (/^# /m.test(content.replace(/```[\s\S]*?```/g, ''))) {
      problems.push(`${file}: has an h1; the page title is the h1`);
    }
    if (content.trim().length < 200) {
      problems.push(`${file}: content is too short to be a real page`);
    }
    const fullTitle = documentTitle(frontMatterOf(data, file).headTitle, productIdentifierOf(route, treeId).name);
    routesByTitle.set(fullTitle, [...(routesByTitle.get(fullTitle) ?? []), route]);
  } catch (error) {
    problems.push(`${file}: front matter does not parse (${(error as Error).message.split('\n')[0]})`);
  }
}

for (const [fullTitle, routes] of routesByTitle) {
  if (routes.length > 1) {
    problems.push(`"${fullTitle}" is the title of ${routes.join(', ')}: give all but one a front matter headTitle`);
  }
}

function walk(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : entry.name.endsWith('.md') ? [full] : [];
  });
}
for (const tree of fs.readdirSync(path.join(root, 'data'), { withFileTypes: true })) {
  const contentDir = path.join(root, 'data', tree.name, 'content');
  if (tree.isDirectory() && fs.existsSync(contentDir)) {
    for (const file of walk(contentDir)) {
      if (!expected.has(file)) {
        problems.push(`${path.relative(root, file)}: no navigation entry exports it`);
      }
    }
  }
}

if (problems.length > 0) {
  console.error(`Content check: ${problems.length} problem(s)\n${problems.map((p) => `- ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`Content check: ${expected.size} pages, no problems`);
