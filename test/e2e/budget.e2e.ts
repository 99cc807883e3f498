import fs from 'node:fs';
import path from 'node:path';
import { BENCH_ROUTES, measureRoute } from '../../scripts/lib/measure';
import { COMPILE_HINT } from '../../scripts/lib/compileHints';

const root = path.resolve(__dirname, '..', '..');
const budgets = JSON.parse(fs.readFileSync(path.join(root, 'bench', 'budgets.json'), 'utf8')) as {
  jsGzipBytes: Record<string, number>;
  demoPageOverProse: number;
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

describe('script chunks', () => {
  it("each starts with V8's compile hint (scripts/lib/compileHints.ts), the first load's as much as the islands'", () => {
    const chunksDir = path.join(root, 'out', '_next', 'static', 'chunks');
    const scripts = fs.readdirSync(chunksDir).filter((name) => name.endsWith('.js'));
    const firstLoad = measureRoute(path.join(root, 'out'), BENCH_ROUTES.componentPage).js.files.map((src) => path.basename(src));
    expect(firstLoad.filter((name) => scripts.includes(name)).length).toBeGreaterThan(3);
    const opening = (name: string) => {
      const bytes = Buffer.alloc(COMPILE_HINT.length);
      const fd = fs.openSync(path.join(chunksDir, name), 'r');
      fs.readSync(fd, bytes, 0, bytes.length, 0);
      fs.closeSync(fd);
      return bytes.toString('utf8');
    };
    const unhinted = scripts.filter((name) => opening(name) !== COMPILE_HINT);
    expect(unhinted).toEqual([]);
  });
});

describe('demo code loads only where demos are, and only as islands', () => {
  const outDir = path.join(root, 'out');
  const chunksDir = path.join(outDir, '_next', 'static', 'chunks');
  const firstLoad = (route: string) => measureRoute(outDir, route).js;
  const scriptText = (route: string) =>
    firstLoad(route)
      .files.map((src) => fs.readFileSync(path.join(outDir, decodeURIComponent(src)), 'utf8'))
      .join('\n');
  /** The chunks, outside a page's first load, whose code holds this text (a demo's). */
  const chunksHolding = (route: string, text: string) => {
    const loaded = new Set(firstLoad(route).files.map((src) => path.basename(decodeURIComponent(src))));
    return fs
      .readdirSync(chunksDir)
      .filter((name) => name.endsWith('.js') && !loaded.has(name) && fs.readFileSync(path.join(chunksDir, name), 'utf8').includes(text));
  };

  it("a component page's first load carries the demo frame, not its demos' code", () => {
    const text = scriptText(BENCH_ROUTES.componentPage);
    expect(text).toContain('demo tools');
    expect(text).not.toContain('Publish');
    expect(chunksHolding(BENCH_ROUTES.componentPage, 'Publish').length).toBeGreaterThan(0);
  });

  it('the All components gallery (HTML and a style sheet of its own) loads no more than a content page', () => {
    expect(firstLoad('/material-ui/all-components/').gzip).toBeLessThanOrEqual(firstLoad(BENCH_ROUTES.content).gzip);
  });

  it('a page without demos loads neither', () => {
    const text = scriptText(BENCH_ROUTES.content);
    expect(text).not.toContain('demo tools');
    expect(text).not.toContain('Publish');
  });

  // The experiments tree's Demos page is the fixture: 40 demos of 40 different components. The
  // Material Icons page's tool is an island too.
  it.each([
    '/material-ui/react-button/',
    '/material-ui/react-dialog/',
    '/material-ui/react-slider/',
    '/experiments/docs/demos/',
    '/material-ui/material-icons/',
    // MUI X and Toolpad Core are large; their pages load them only as their demos wake.
    '/x/react-data-grid/',
    '/x/react-date-pickers/',
    '/x/react-charts/',
    '/x/react-tree-view/',
    '/toolpad/core/react-dashboard-layout/',
    '/toolpad/core/react-sign-in-page/',
    // Joy UI's pages add CSS variables playgrounds, and Joy's theme with each demo.
    '/joy-ui/react-button/',
    '/joy-ui/react-table/',
  ])('%s loads at most demoPageOverProse more than the content page', (route) => {
    expect(firstLoad(route).gzip - firstLoad(BENCH_ROUTES.content).gzip).toBeLessThanOrEqual(budgets.demoPageOverProse);
  });

  // Emotion's cache (the attribute of its style tags) and Material UI's core (its production error
  // link, SvgIcon): no page kind loads them first; islands and pieces opened on use bring them.
  it.each(
    Object.entries(BENCH_ROUTES).flatMap(([, route]) =>
      ['data-emotion', 'mui.com/production-error', 'MuiSvgIcon'].map((marker) => [route, marker]),
    ),
  )('%s loads neither Emotion nor Material UI first (%s)', (route, marker) => {
    expect(scriptText(route)).not.toContain(marker);
    expect(chunksHolding(route, marker).length).toBeGreaterThan(0);
  });

  // Names only each package's own code holds: in a first load, they would mean the package came with it.
  it.each([
    // A key of the grid's locale texts ("MuiDataGrid" itself is in the demo theme's default props).
    ['/x/react-data-grid/', 'toolbarDensityComfortable'],
    ['/x/react-date-pickers/', 'MuiPickersDay'],
    ['/x/react-charts/', 'MuiChartsAxis'],
    ['/x/react-tree-view/', 'MuiTreeItem'],
    ['/toolpad/core/react-dashboard-layout/', 'toolpad-color-scheme'],
    ['/toolpad/core/react-sign-in-page/', 'toolpad-color-scheme'],
    ['/joy-ui/react-button/', 'JoyButton'],
  ])('%s loads its package (%s) only with its demos', (route, marker) => {
    expect(scriptText(route)).not.toContain(marker);
    expect(chunksHolding(route, marker).length).toBeGreaterThan(0);
  });
});
