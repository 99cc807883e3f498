/**
 * `npm run typecheck`: the whole project through TypeScript 7's native compiler (the `typescript-7`
 * alias). The `typescript` package stays at 5.9 for what needs its JavaScript API, which 7.0 does not
 * ship: editors, typescript-eslint, Next.js and the API data generator. On this 2-core machine the
 * check took 25 s and 30 s of processor time, against 76 s and 95 s for 5.9's tsc. One thread: it runs
 * beside other steps, and its parallel checkers took 48 s of processor time for the same 25 s.
 * Both packages name their program `tsc`, so node_modules/.bin/tsc may be either: it is not used.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const tsc = path.join(path.dirname(require.resolve('typescript-7/package.json')), 'bin', 'tsc');
const { status, error } = spawnSync(process.execPath, [tsc, '--noEmit', '--singleThreaded', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
if (error) {
  throw error;
}
process.exit(status ?? 1);
