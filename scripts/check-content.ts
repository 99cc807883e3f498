/**
 * Checks the Markdown content against the navigation: every exported route has its file, each
 * file reads (src/content: front matter by its schema, with the navigation's title; well-formed
 * placeholders), has no h1 and enough text, no two pages share a document title, and no file is
 * left over without a route. Then the content floors (src/content/contentFloors.ts): each content
 * issue's pages against the reference's demo counts in ../shared/content-targets.tsv, when that
 * file is there (a contributor's clone has no ../shared: the floors are skipped with a notice).
 * Exits non-zero listing each problem.
 */
import fs from 'node:fs';
import path from 'node:path';
import { getDocsRoutes } from '../src/navigation/routes';
import { contentFileOf, listContentFiles } from '../src/content/contentFiles';
import { readPage } from '../src/content/readPage';
import { productIdentifierOf } from '../src/products/productIdentifierOf';
import { documentTitle } from '../src/seo/seoTags';
import { hasTopLevelH1 } from '../src/content/topLevelH1';
import { checkMinimums, checkScope, checkStylings, parseContentTargets, type StylingCount } from '../src/content/contentFloors';
import { findDemoSource, STYLING_ORDER } from '../src/content/demos/demoFiles';
import { CONTENT_SCOPES } from '../data/contentScopes';

const root = path.resolve(__dirname, '..');
const problems: string[] = [];
const expected = new Set<string>();
/** Routes by document title (`Typography – Material UI`): the browser tab and search results tell pages apart by it. */
const routesByTitle = new Map<string, string[]>();
/** Each page's demos, and how many of them come in every code styling. */
const demoCounts = new Map<string, StylingCount>();

for (const { route, treeId } of getDocsRoutes()) {
  expected.add(path.join(root, contentFileOf(treeId, route)));
  let page;
  try {
    // Checks the front matter (fields, the navigation's title, fonts) and the placeholders.
    page = readPage(route, root);
  } catch (error) {
    problems.push((error as Error).message);
    continue;
  }
  const pageDir = path.dirname(path.join(root, page.file));
  demoCounts.set(route, {
    demos: page.demos.length,
    inEveryStyling: page.demos.filter((name) => {
      try {
        const { files } = findDemoSource(pageDir, name);
        return STYLING_ORDER.every((styling) => files[styling]);
      } catch {
        // A missing demo is reported by the demo generator, which names it.
        return false;
      }
    }).length,
  });
  if (hasTopLevelH1(page.body)) {
    problems.push(`${page.file}: has an h1; the page title is the h1`);
  }
  if (page.body.trim().length < 200) {
    problems.push(`${page.file}: content is too short to be a real page`);
  }
  const fullTitle = documentTitle(page.frontMatter.headTitle, productIdentifierOf(route, treeId).name);
  routesByTitle.set(fullTitle, [...(routesByTitle.get(fullTitle) ?? []), route]);
}

for (const [fullTitle, routes] of routesByTitle) {
  if (routes.length > 1) {
    problems.push(`"${fullTitle}" is the title of ${routes.join(', ')}: give all but one a front matter headTitle`);
  }
}

for (const file of listContentFiles(root)) {
  if (!expected.has(file)) {
    problems.push(`${path.relative(root, file)}: no navigation entry exports it`);
  }
}

// The issues' own demo counts need no targets file: a contributor's clone checks them too.
for (const scope of CONTENT_SCOPES.filter(({ enforced }) => enforced)) {
  problems.push(...checkMinimums(scope, (route) => demoCounts.get(route)?.demos ?? 0));
}
for (const scope of CONTENT_SCOPES) {
  const stylings = checkStylings(scope, (route) => demoCounts.get(route) ?? { demos: 0, inEveryStyling: 0 });
  if (stylings) {
    console.log(`Code stylings, ${scope.title}${scope.enforced ? '' : ' (not enforced yet)'}: ${stylings.line}`);
    problems.push(...(scope.enforced ? stylings.problems : []));
  }
}

const targetsFile = path.join(root, '..', 'shared', 'content-targets.tsv');
if (fs.existsSync(targetsFile)) {
  const targets = parseContentTargets(fs.readFileSync(targetsFile, 'utf8'));
  for (const scope of CONTENT_SCOPES) {
    const report = checkScope(scope, (route) => demoCounts.get(route)?.demos ?? 0, targets);
    if (scope.enforced) {
      problems.push(...report.problems);
      console.log(`Content floors, ${scope.title}: ${report.ours}/${report.reference} demos, ${report.problems.length} problem(s)`);
    } else {
      // In progress: where each page stands, without failing.
      console.log(`Content floors, ${scope.title} (not enforced yet): ${report.ours}/${report.reference} demos`);
      console.log(report.lines.map((line) => `  ${line}`).join('\n'));
    }
  }
} else {
  console.log(`Content floors skipped: no ${path.relative(root, targetsFile)} (the team's targets file is not in a contributor's clone)`);
}

if (problems.length > 0) {
  console.error(`Content check: ${problems.length} problem(s)\n${problems.map((p) => `- ${p}`).join('\n')}`);
  process.exit(1);
}
console.log(`Content check: ${expected.size} pages, no problems`);
