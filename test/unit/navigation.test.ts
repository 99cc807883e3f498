/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { NAVIGATION_TREES, TREE_IDS } from '../../src/navigation/trees';
import { pageToTitle } from '../../src/navigation/pageToTitle';
import { assertUniquePathnames, getLeaves } from '../../src/navigation/treeUtils';
import { getDocsRoutes, getPrevNext, toRoute } from '../../src/navigation/routes';
import { toNavItems } from '../../src/navigation/toNavItems';
import { isApiPathname, isGeneratedApiEntry, tabParentRoute } from '../../src/navigation/apiRoutes';
import type { DocsPage } from '../../src/navigation/types';

interface ReferenceEntry {
  pathname: string;
  title: string;
  subheader?: string;
  flags?: Record<string, string | boolean>;
  children?: ReferenceEntry[];
}

// A copy of the team's reference navigation (data: pathnames, titles, flags), so the tests need
// nothing outside the repository.
const REFERENCE_DIR = path.resolve(__dirname, '..', 'fixtures', 'nav-reference');

function readReference(treeId: string): ReferenceEntry[] {
  const file = path.join(REFERENCE_DIR, `${treeId}.json`);
  return JSON.parse(fs.readFileSync(file, 'utf8')).pages;
}

const FLAG_KEYS = ['deprecated', 'newFeature', 'planned', 'unstable', 'beta', 'legacy', 'plan'] as const;

/** Walks both trees in step and lists every difference, so a failure says what to fix. */
function compareTrees(ours: DocsPage[], reference: ReferenceEntry[], where: string, differences: string[]) {
  if (ours.length !== reference.length) {
    differences.push(`${where}: ${ours.length} entries, reference has ${reference.length}`);
  }
  reference.forEach((expected, index) => {
    const actual = ours[index];
    const at = `${where} › ${expected.title || expected.pathname}`;
    if (!actual) {
      differences.push(`${at}: missing (${expected.pathname})`);
      return;
    }
    if (actual.pathname !== expected.pathname) {
      differences.push(`${at}: pathname ${actual.pathname}, reference ${expected.pathname}`);
    }
    if (pageToTitle(actual) !== expected.title) {
      differences.push(`${at}: title "${pageToTitle(actual)}", reference "${expected.title}"`);
    }
    if ((actual.subheader ?? null) !== (expected.subheader ?? null)) {
      differences.push(`${at}: subheader ${actual.subheader}, reference ${expected.subheader}`);
    }
    for (const flag of FLAG_KEYS) {
      if ((actual[flag] ?? null) !== (expected.flags?.[flag] ?? null)) {
        differences.push(`${at}: flag ${flag} ${actual[flag]}, reference ${expected.flags?.[flag]}`);
      }
    }
    compareTrees(actual.children ?? [], expected.children ?? [], at, differences);
  });
}

describe('navigation trees against the reference navigation', () => {
  it.each(TREE_IDS)('%s covers every reference entry: pathname, title, flags, order', (treeId) => {
    const differences: string[] = [];
    compareTrees(NAVIGATION_TREES[treeId], readReference(treeId), treeId, differences);
    expect(differences).toEqual([]);
  });

  it('has the leaf counts of the reference', () => {
    const counts = Object.fromEntries(TREE_IDS.map((id) => [id, getLeaves(NAVIGATION_TREES[id]).length]));
    expect(counts).toEqual({ material: 280, joy: 146, system: 30, base: 95, 'docs-infra': 71 });
  });
});

describe('pageToTitle', () => {
  it.each([
    [{ pathname: '/material-ui/react-button' }, 'Button'],
    [{ pathname: '/material-ui/customization/data-display' }, 'Data display'],
    [{ pathname: '/material-ui/customization/css-variables' }, 'Css variables'],
    [{ pathname: '/material-ui/api/css-baseline' }, 'CssBaseline'],
    [{ pathname: '/material-ui/api/grid-legacy' }, 'GridLegacy'],
    [{ pathname: '/material-ui/api/use-media-query' }, 'useMediaQuery'],
    [{ pathname: '/api-docs/button-base' }, 'ButtonBase'],
    [{ pathname: '/material-ui/components/inputs', subheader: '/components/how-to-customize' }, 'How to customize'],
    [{ pathname: '/x/react-date-pickers/base-concepts.v7' }, 'Base concepts'],
    [{ pathname: '/anything', title: 'Given title' }, 'Given title'],
    [{ pathname: 'https://mui.com/versions/' }, ''],
  ])('%o → %p', (page, title) => {
    expect(pageToTitle(page)).toBe(title);
  });
});

describe('duplicate pathnames', () => {
  it('throw an error that names the pathname', () => {
    const tree: DocsPage[] = [
      { pathname: '/group', children: [{ pathname: '/a' }, { pathname: '/b' }] },
      { pathname: '/other', children: [{ pathname: '/b' }] },
    ];
    expect(() => assertUniquePathnames(tree, 'test')).toThrow('Duplicate pathname in the test navigation tree: /b');
  });

  it('allow API pages to repeat', () => {
    const tree: DocsPage[] = [{ pathname: '/material-ui/api/button' }, { pathname: '/material-ui/api/button' }];
    expect(() => assertUniquePathnames(tree, 'test')).not.toThrow();
  });

  it.each(TREE_IDS)('none in the %s tree', (treeId) => {
    expect(() => assertUniquePathnames(NAVIGATION_TREES[treeId], treeId)).not.toThrow();
  });
});

describe('API routes', () => {
  it.each([
    ['/material-ui/api/button', true],
    ['/joy-ui/api/autocomplete', true],
    ['/base-ui/react-badge/components-api/#badge', true],
    ['/base-ui/react-menu/hooks-api/#use-menu', true],
    ['/x/api/data-grid', true],
    ['/material-ui/guides/api', false],
    ['/material-ui/react-button', false],
  ])('%s is an API pathname: %p', (pathname, expected) => {
    expect(isApiPathname(pathname)).toBe(expected);
    expect(isGeneratedApiEntry('material', pathname)).toBe(expected);
  });

  it('the experiments tree writes its API-looking test pages in Markdown', () => {
    expect(isGeneratedApiEntry('docs-infra', '/x/api/data-grid/grid-api')).toBe(false);
  });

  it('a Base UI tab belongs to its component page', () => {
    expect(tabParentRoute('/base-ui/react-button/components-api/')).toBe('/base-ui/react-button/');
    expect(tabParentRoute('/base-ui/react-menu/hooks-api/')).toBe('/base-ui/react-menu/');
    expect(tabParentRoute('/material-ui/api/button/')).toBeNull();
  });
});

describe('exported routes', () => {
  const routes = getDocsRoutes();

  it('are unique, end with a slash, and leave out generated API and external entries', () => {
    const list = routes.map((entry) => entry.route);
    expect(new Set(list).size).toBe(list.length);
    expect(list.every((route) => route.endsWith('/'))).toBe(true);
    expect(list).not.toContain('/material-ui/api/button/');
    expect(list).toContain('/x/api/data-grid/');
    expect(list).not.toContain('/base-ui/react-badge/components-api/');
    expect(list).toContain('/material-ui/experimental-api/pigment-css/');
    expect(list).toContain('/material-ui/guides/api/');
    expect(list.some((route) => route.startsWith('http'))).toBe(false);
  });

  it('give a route shared by two trees to the first tree', () => {
    expect(routes.find((entry) => entry.route === '/x/react-data-grid/')?.treeId).toBe('material');
  });

  it('toRoute normalises pathnames', () => {
    expect(toRoute('/toolpad/core/react-dashboard-layout/')).toBe('/toolpad/core/react-dashboard-layout/');
    expect(toRoute('/material-ui/react-button')).toBe('/material-ui/react-button/');
  });

  it('prev/next follow the tree order, API pages included', () => {
    expect(getPrevNext('material', '/material-ui/getting-started/installation/')).toEqual({
      prev: { title: 'Overview', route: '/material-ui/getting-started/' },
      next: { title: 'Usage', route: '/material-ui/getting-started/usage/' },
    });
    expect(getPrevNext('material', '/material-ui/getting-started/').prev).toBeNull();
    expect(getPrevNext('material', '/material-ui/api/button/').prev).toEqual({
      title: 'Breadcrumbs',
      route: '/material-ui/api/breadcrumbs/',
    });
    expect(getPrevNext('base', '/base-ui/react-button/components-api/').prev?.route).toBe('/base-ui/react-badge/components-api/');
  });
});

describe('toNavItems', () => {
  it('resolves titles, routes, flags, plans, subheaders and external links', () => {
    const items = toNavItems([
      {
        pathname: '/group',
        title: 'Group',
        children: [
          {
            pathname: '/product/components/inputs',
            subheader: '/components/inputs',
            children: [{ pathname: '/product/react-slider', newFeature: true, plan: 'pro' }],
          },
          { pathname: 'https://example.com/store/', title: 'Store' },
        ],
      },
    ]);
    expect(items).toEqual([
      {
        title: 'Group',
        id: '/group',
        children: [
          {
            title: 'Inputs',
            id: '/components/inputs',
            subheader: true,
            children: [{ title: 'Slider', href: '/product/react-slider/', flags: ['newFeature'], plan: 'pro' }],
          },
          { title: 'Store', href: 'https://example.com/store/', external: true },
        ],
      },
    ]);
  });
});
