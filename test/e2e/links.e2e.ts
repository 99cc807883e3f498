import path from 'node:path';
import { checkLinks } from '../../scripts/lib/checkLinks';
import { listExportedPages } from '../../scripts/lib/measure';

const outDir = path.resolve(__dirname, '..', '..', 'out');

describe('links of the exported site', () => {
  it('checks a real site: hundreds of pages', () => {
    expect(listExportedPages(outDir).length).toBeGreaterThan(300);
  });

  it('has no dead internal link, no missing anchor, no malformed external link', () => {
    const problems = checkLinks(outDir).map((problem) => `${problem.page} → ${problem.href}: ${problem.reason}`);
    expect(problems).toEqual([]);
  });
});
