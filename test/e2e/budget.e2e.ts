import fs from 'node:fs';
import path from 'node:path';
import { BENCH_ROUTES, measureRoute } from '../../scripts/lib/measure';

const root = path.resolve(__dirname, '..', '..');
const budgets = JSON.parse(fs.readFileSync(path.join(root, 'bench', 'budgets.json'), 'utf8')) as {
  jsGzipBytes: Record<string, number>;
};

describe('JavaScript budget per route type (gzip bytes, from the exported HTML)', () => {
  it('every benchmarked route type has a budget', () => {
    expect(Object.keys(budgets.jsGzipBytes).sort()).toEqual(Object.keys(BENCH_ROUTES).sort());
  });

  it.each(Object.entries(BENCH_ROUTES))('%s (%s) stays within its budget', (type, route) => {
    const measure = measureRoute(path.join(root, 'out'), route);
    expect(measure.js.files.length).toBeGreaterThan(0);
    expect(measure.js.gzip).toBeLessThanOrEqual(budgets.jsGzipBytes[type]);
  });
});

describe('demo code loads only where demos are', () => {
  const outDir = path.join(root, 'out');
  const scriptText = (route: string) =>
    measureRoute(outDir, route)
      .js.files.map((src) => fs.readFileSync(path.join(outDir, decodeURIComponent(src)), 'utf8'))
      .join('\n');

  it('a component page loads its demos and the demo frame (the control)', () => {
    const text = scriptText(BENCH_ROUTES.componentPage);
    expect(text).toContain('demo tools');
    expect(text).toContain('Publish');
  });

  it('a page without demos loads neither', () => {
    const text = scriptText(BENCH_ROUTES.content);
    expect(text).not.toContain('demo tools');
    expect(text).not.toContain('Publish');
  });
});
