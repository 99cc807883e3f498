/**
 * The generated API data against the installed packages themselves (not copied expectations).
 */
import path from 'node:path';
import { createRequire } from 'node:module';
import ts from 'typescript';
import { getApiPages } from '../../src/content/api/loadApiPage';
import { getApiEntries } from '../../scripts/api/apiEntries';
import { measureComponent } from '../../scripts/api/bundleSize';
import type { ApiComponentData } from '../../src/api/types';
import { buildApiOutline } from '../../src/api/apiOutline';

const root = path.resolve(__dirname, '..', '..');
const requireFromProject = createRequire(path.join(root, 'package.json'));
const pages = getApiPages();
const items = Object.values(pages).flatMap((page) => page.items.map((item) => ({ page, item })));

function component(route: string, name?: string): ApiComponentData {
  const item = pages[route]?.items.find((entry) => !name || entry.name === name);
  if (!item || item.kind !== 'component') {
    throw new Error(`No component at ${route}`);
  }
  return item;
}

/**
 * The props a component's own typings declare: the members written in its `<Name>OwnProps`,
 * `<Name>Props` or `Base<Name>Props` interface (not those it extends).
 */
function declaredOwnProps(pkg: string, name: string): string[] {
  const dir = path.join(root, 'node_modules', ...pkg.split('/'), name);
  const program = ts.createProgram([path.join(dir, 'index.d.ts')], { noEmit: true, skipLibCheck: true, types: [] });
  for (const interfaceName of [`${name}OwnProps`, `${name}Props`, `Base${name}Props`]) {
    for (const file of program.getSourceFiles().filter((source) => source.fileName.startsWith(dir))) {
      for (const statement of file.statements) {
        if (ts.isInterfaceDeclaration(statement) && statement.name.text === interfaceName) {
          return statement.members.flatMap((member) => (member.name && ts.isIdentifier(member.name) ? [member.name.text] : []));
        }
      }
    }
  }
  throw new Error(`${pkg}/${name} declares none of ${name}OwnProps, ${name}Props, Base${name}Props`);
}

describe('API reference data', () => {
  it('every API entry of the navigation has generated data, and every generated item an entry', () => {
    const generated = new Set(items.map(({ page, item }) => `${page.route}::${item.name}`));
    const listed = new Set(getApiEntries().map((entry) => `${entry.route}::${entry.name}`));
    expect([...listed].filter((key) => !generated.has(key))).toEqual([]);
    expect([...generated].filter((key) => !listed.has(key))).toEqual([]);
  });

  it('every page gets unique, plain ids for its headings and rows, each row listed under its heading', () => {
    const problems: string[] = [];
    for (const page of Object.values(pages)) {
      const { toc } = buildApiOutline(page.items);
      const ids = toc.flatMap((entry) => [entry.id, ...(entry.children ?? []).map((child) => child.id)]);
      const rows = page.items.reduce(
        (count, item) =>
          count +
          (item.kind === 'hook'
            ? item.parameters.length + item.returnValue.length
            : item.props.length + item.slots.length + item.classes.length),
        0,
      );
      if (
        new Set(ids).size !== ids.length ||
        ids.some((id) => !/^[A-Za-z0-9_-]+$/.test(id)) ||
        toc.flatMap((entry) => entry.children ?? []).length !== rows
      ) {
        problems.push(page.route);
      }
    }
    expect(problems).toEqual([]);
    const button = buildApiOutline(pages['/material-ui/api/button/'].items).toc.find((entry) => entry.id === 'props');
    expect(button?.children).toContainEqual({ id: 'prop-disableElevation', text: 'disableElevation' });
  });

  it('counts pages per library', () => {
    const counts: Record<string, number> = {};
    for (const page of Object.values(pages)) {
      counts[page.treeId] = (counts[page.treeId] ?? 0) + 1;
    }
    expect(counts).toEqual({ material: 142, joy: 79, system: 4, base: 35 });
  });

  it.each([
    ['@mui/material', 'Button', '/material-ui/api/button/'],
    ['@mui/material', 'TextField', '/material-ui/api/text-field/'],
    ['@mui/material', 'Dialog', '/material-ui/api/dialog/'],
    ['@mui/material', 'Tabs', '/material-ui/api/tabs/'],
    ['@mui/material', 'Chip', '/material-ui/api/chip/'],
    ['@mui/material', 'Slider', '/material-ui/api/slider/'],
    ['@mui/material', 'Autocomplete', '/material-ui/api/autocomplete/'],
    ['@mui/lab', 'Masonry', '/material-ui/api/masonry/'],
  ])('%s/%s: props cover its own props type and classes equal the runtime classes', (pkg, name, route) => {
    const data = component(route);
    const generated = data.props.map((prop) => prop.name);
    const own = declaredOwnProps(pkg, name).filter((prop) => prop !== 'classes' || generated.includes('classes'));
    expect(own.filter((prop) => !generated.includes(prop))).toEqual([]);
    const classesName = `${name.charAt(0).toLowerCase()}${name.slice(1)}Classes`;
    const runtime = requireFromProject(`${pkg}/${name}`)[classesName] as Record<string, string>;
    expect(data.classes.map((entry) => entry.key)).toEqual(Object.keys(runtime));
    expect(data.classes.map((entry) => entry.className)).toEqual(Object.values(runtime));
  });

  it.each([
    ['@mui/joy', 'Button', '/joy-ui/api/button/'],
    ['@mui/joy', 'Input', '/joy-ui/api/input/'],
    ['@mui/base', 'Button', '/base-ui/react-button/components-api/'],
    ['@mui/base', 'Switch', '/base-ui/react-switch/components-api/'],
    ['@mui/system', 'Box', '/system/api/box/'],
  ])('%s/%s: classes equal the runtime classes; props are documented', (pkg, name, route) => {
    const data = component(route, name);
    expect(data.props.length).toBeGreaterThan(2);
    const classesName = `${name.charAt(0).toLowerCase()}${name.slice(1)}Classes`;
    const runtime = requireFromProject(`${pkg}/${name}`)[classesName] as Record<string, string> | undefined;
    expect(data.classes.map((entry) => entry.key)).toEqual(Object.keys(runtime ?? {}));
  });

  it("Button: variant is 'text' | 'outlined' | 'contained' with default 'text'; it inherits ButtonBase", () => {
    const button = component('/material-ui/api/button/');
    const variant = button.props.find((prop) => prop.name === 'variant')!;
    expect(variant.type.split(' | ').sort()).toEqual(["'contained'", "'outlined'", "'text'"]);
    expect(variant.default).toBe("'text'");
    expect(button.inherits).toEqual({ name: 'ButtonBase', route: '/material-ui/api/button-base/' });
    expect(button.forwardsRef).toBe(true);
    expect(button.themeKey).toBe('MuiButton');
    const names = button.props.map((prop) => prop.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
  });

  it('Autocomplete lists its required props first', () => {
    const props = component('/material-ui/api/autocomplete/').props;
    expect(props.slice(0, 2).map((prop) => `${prop.name}:${prop.required}`)).toEqual(['options:true', 'renderInput:true']);
  });

  it('hooks have parameters and return values', () => {
    const hook = pages['/base-ui/react-button/hooks-api/'].items.find((item) => item.name === 'useButton')!;
    expect(hook.kind).toBe('hook');
    if (hook.kind === 'hook') {
      expect(hook.parameters.map((prop) => prop.name)).toContain('disabled');
      expect(hook.returnValue.map((prop) => prop.name)).toEqual(expect.arrayContaining(['active', 'focusVisible', 'getRootProps']));
    }
  });

  it('bundle sizes are plausible and reproducible', async () => {
    const button = component('/material-ui/api/button/').bundle!;
    const autocomplete = component('/material-ui/api/autocomplete/').bundle!;
    expect(button.path.gzip).toBeLessThan(autocomplete.path.gzip);
    expect(button.path.gzip).toBeGreaterThan(5000);
    const again = await measureComponent('@mui/material', 'Button', { cwd: root });
    expect(again).toEqual(button);
  });

  it('component pages link their API pages with the bundle size', async () => {
    const html = await (await fetch(`${process.env.E2E_BASE_URL}/material-ui/react-button/`)).text();
    const gzip = (component('/material-ui/api/button/').bundle!.path.gzip / 1000).toFixed(1);
    expect(html).toContain(`<a href="/material-ui/api/button/">Button</a> (${gzip} kB gzip)`);
  });

  it('the v6 → v7 diff finds the props v7 removed (checked by hand in both type definitions)', () => {
    // @mui/material-v6 Dialog.d.ts and Modal.d.ts declare onBackdropClick; 7.0.1's do not.
    expect(component('/material-ui/api/dialog/').changesSinceV6?.removed).toContain('onBackdropClick');
    expect(component('/material-ui/api/modal/').changesSinceV6?.removed).toContain('onBackdropClick');
    expect(component('/material-ui/api/button/').changesSinceV6).toEqual({ added: [], removed: [], deprecated: [] });
  });
});
