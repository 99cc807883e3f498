/** Dead-link check of the exported site in out/: `npm run check:links` after a build. */
import path from 'node:path';
import { checkLinks } from './lib/checkLinks';

const problems = checkLinks(path.resolve(__dirname, '..', 'out'));
for (const problem of problems) {
  console.error(`${problem.page} → ${problem.href}: ${problem.reason}`);
}
console.log(problems.length === 0 ? 'Links: no dead links' : `Links: ${problems.length} problem(s)`);
process.exit(problems.length === 0 ? 0 : 1);
