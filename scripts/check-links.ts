/** Dead-link check of the exported site in out/, pages and their Markdown exports: `npm run check:links` after a build. */
import path from 'node:path';
import { checkLinks, checkMarkdownLinks } from './lib/checkLinks';

const outDir = path.resolve(__dirname, '..', 'out');
const problems = [...checkLinks(outDir), ...checkMarkdownLinks(outDir)];
for (const problem of problems) {
  console.error(`${problem.page} → ${problem.href}: ${problem.reason}`);
}
console.log(problems.length === 0 ? 'Links: no dead links' : `Links: ${problems.length} problem(s)`);
process.exit(problems.length === 0 ? 0 : 1);
