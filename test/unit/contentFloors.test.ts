import {
  checkMinimums,
  checkScope,
  checkStylings,
  pageFloor,
  parseContentTargets,
  type ContentScope,
} from '../../src/content/contentFloors';

const TSV = [
  'pathname\treference_demos\treference_features',
  '/material-ui/react-chip/\t13\tBasic chip | Clickable | Deletable',
  '/material-ui/react-typography/\t2\tComponent | Theme keys',
  '/material-ui/react-rating/\t7\t',
  '',
].join('\n');

describe('parseContentTargets', () => {
  it('reads each page’s reference demo count and features', () => {
    const targets = parseContentTargets(TSV);
    expect(targets.get('/material-ui/react-chip/')).toEqual({ referenceDemos: 13, features: ['Basic chip', 'Clickable', 'Deletable'] });
    expect(targets.get('/material-ui/react-rating/')).toEqual({ referenceDemos: 7, features: [] });
    expect(targets.size).toBe(3);
  });

  it('refuses a file with another header or a malformed line, naming the line', () => {
    expect(() => parseContentTargets('path\tdemos\n/a/\t1')).toThrow('the header should be');
    expect(() => parseContentTargets(`${TSV}/material-ui/react-list/\tmany\tx\n`)).toThrow('line 5');
    expect(() => parseContentTargets(`${TSV}react-list\t3\tx\n`)).toThrow('line 5');
  });
});

describe('pageFloor', () => {
  it('is 80% of the reference rounded up, and nothing under 3 reference demos', () => {
    expect(pageFloor(13)).toBe(11);
    expect(pageFloor(10)).toBe(8);
    expect(pageFloor(3)).toBe(3);
    expect(pageFloor(2)).toBe(0);
    expect(pageFloor(0)).toBe(0);
  });
});

describe('checkScope', () => {
  const targets = parseContentTargets(TSV);
  const scope: ContentScope = {
    title: 'Test scope',
    routes: ['/material-ui/react-chip/', '/material-ui/react-typography/', '/material-ui/react-rating/'],
    enforced: true,
  };

  it('passes a scope whose pages meet their floors and which has the reference’s total', () => {
    const counts: Record<string, number> = {
      '/material-ui/react-chip/': 12,
      '/material-ui/react-typography/': 3,
      '/material-ui/react-rating/': 7,
    };
    const report = checkScope(scope, (route) => counts[route], targets);
    expect(report.problems).toEqual([]);
    expect(report.ours).toBe(22);
    expect(report.reference).toBe(22);
    expect(report.lines).toContain('/material-ui/react-chip/ 12/13');
  });

  it('names a page below its floor, and the scope below 100%', () => {
    const counts: Record<string, number> = {
      '/material-ui/react-chip/': 10,
      '/material-ui/react-typography/': 0,
      '/material-ui/react-rating/': 7,
    };
    const report = checkScope(scope, (route) => counts[route], targets);
    expect(report.problems).toEqual([
      "/material-ui/react-chip/: 10 demos, below its floor of 11 (80% of the reference's 13)",
      "Test scope: 17 demos in all, below the reference's 22",
    ]);
    expect(report.lines).toContain('/material-ui/react-chip/ 10/13 (floor 11)');
  });

  it('names a route the targets do not have', () => {
    const report = checkScope({ ...scope, routes: ['/material-ui/react-nothing/'] }, () => 5, targets);
    expect(report.problems).toEqual(['/material-ui/react-nothing/: not in the content targets']);
  });
});

describe('checkMinimums', () => {
  const scope: ContentScope = {
    title: 'Test scope',
    routes: ['/x/react-charts/', '/x/react-tree-view/'],
    minimums: { '/x/react-charts/': 12, '/x/react-tree-view/': 8 },
    enforced: true,
  };

  it('passes pages at or above the counts their issue asks for', () => {
    expect(checkMinimums(scope, (route) => (route === '/x/react-charts/' ? 12 : 9))).toEqual([]);
  });

  it('names a page below its minimum, whatever the reference has', () => {
    expect(checkMinimums(scope, (route) => (route === '/x/react-charts/' ? 11 : 8))).toEqual([
      '/x/react-charts/: 11 demos, below the 12 its issue asks for',
    ]);
  });

  it('refuses a minimum for a route outside the scope', () => {
    expect(checkMinimums({ ...scope, minimums: { '/x/react-nothing/': 1 } }, () => 5)).toEqual([
      '/x/react-nothing/: has a minimum but is not one of the routes of Test scope',
    ]);
  });
});

describe('checkStylings', () => {
  const scope: ContentScope = {
    title: 'Test scope',
    routes: ['/base-ui/react-button/', '/base-ui/react-menu/', '/system/react-box/'],
    allStylings: { under: '/base-ui/', share: 0.8 },
    enforced: true,
  };
  const counts: Record<string, { demos: number; inEveryStyling: number }> = {
    '/base-ui/react-button/': { demos: 6, inEveryStyling: 6 },
    '/base-ui/react-menu/': { demos: 4, inEveryStyling: 2 },
    // Outside `under`: a page of single-styling demos does not count.
    '/system/react-box/': { demos: 20, inEveryStyling: 0 },
  };

  it('counts the demos of the pages under its prefix, and passes at the share', () => {
    expect(checkStylings(scope, (route) => counts[route])).toEqual({
      line: '/base-ui/: 8 of 10 demos in every styling (at least 8)',
      problems: [],
    });
  });

  it('says how many more demos need the other stylings below the share', () => {
    const fewer: typeof counts = { ...counts, '/base-ui/react-menu/': { demos: 4, inEveryStyling: 1 } };
    expect(checkStylings(scope, (route) => fewer[route])?.problems).toEqual([
      '/base-ui/: 7 of 10 demos in every styling (at least 8): 1 more need a Tailwind and a CSS version',
    ]);
  });

  it('has nothing to say about a scope without a styling share', () => {
    expect(checkStylings({ ...scope, allStylings: undefined }, (route) => counts[route])).toBeNull();
  });
});
