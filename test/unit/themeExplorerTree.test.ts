import { defaultTheme } from '../../src/tools/themeExplorer/defaultThemes';
import { joyDefaultTheme } from '../../src/tools/themeExplorer/joyTheme';
import { ancestorsOf, branchIds, buildTree, MAX_DEPTH, MAX_NODES } from '../../src/tools/themeExplorer/themeTree';

describe('buildTree on the default theme', () => {
  const light = buildTree(defaultTheme('light'));
  const dark = buildTree(defaultTheme('dark'));

  it("lists the theme's own keys at the top, in its order", () => {
    expect(light.rootIds).toEqual(
      expect.arrayContaining(['theme.palette', 'theme.typography', 'theme.spacing', 'theme.zIndex', 'theme.shadows']),
    );
    expect(light.rootIds.indexOf('theme.breakpoints')).toBe(0);
    expect(light.nodes.get('theme.palette')).toMatchObject({ level: 1, parent: null, value: null });
  });

  it('holds each value with its path, and a swatch for colours', () => {
    expect(light.nodes.get('theme.palette.primary.main')).toMatchObject({
      key: 'main',
      parent: 'theme.palette.primary',
      level: 3,
      children: null,
      value: { text: '"#1976d2"', color: '#1976d2' },
    });
    expect(light.nodes.get('theme.shadows[1]')?.value?.color).toBeUndefined();
    expect(light.nodes.get('theme.palette.grey[50]')?.value?.color).toBe('#fafafa');
    expect(light.nodes.get("theme.mixins.toolbar['@media (min-width:600px)'].minHeight")?.value?.text).toBe('64');
    expect(light.nodes.get('theme.shadows')?.summary).toBe('25 items');
  });

  it('describes functions by name and arity', () => {
    expect(light.nodes.get('theme.spacing')?.value).toMatchObject({ kind: 'function', text: 'spacing(…)' });
    expect(light.nodes.get('theme.breakpoints.between')?.value).toMatchObject({ text: 'between(…)', note: 'function, 2 parameters' });
  });

  it('has the dark values in the dark theme', () => {
    expect(dark.nodes.get('theme.palette.mode')?.value?.text).toBe('"dark"');
    expect(dark.nodes.get('theme.palette.primary.main')?.value?.text).toBe('"#90caf9"');
    expect(dark.nodes.get('theme.palette.background.default')?.value?.text).toBe('"#121212"');
    expect(light.nodes.get('theme.palette.mode')?.value?.text).toBe('"light"');
  });

  it('counts its leaves and knows its branches and ancestors', () => {
    expect(light.leafCount).toBe([...light.nodes.values()].filter((node) => node.children === null).length);
    expect(light.leafCount).toBeGreaterThan(300);
    expect(branchIds(light)).toContain('theme.palette.primary');
    expect(branchIds(light)).not.toContain('theme.palette.primary.main');
    expect(ancestorsOf(light, 'theme.palette.primary.main')).toEqual(['theme.palette.primary', 'theme.palette']);
  });
});

describe('buildTree on awkward objects', () => {
  it('points a cycle back to where the object first is', () => {
    const palette: Record<string, unknown> = { main: '#fff' };
    const root: Record<string, unknown> = { palette };
    palette.self = palette;
    palette.root = root;
    const tree = buildTree(root);
    expect(tree.nodes.get('theme.palette.self')?.value).toMatchObject({ kind: 'circular', text: '[Circular → theme.palette]' });
    expect(tree.nodes.get('theme.palette.root')?.value?.text).toBe('[Circular → theme]');
  });

  it('shows an object met twice but not inside itself both times', () => {
    const shared = { a: 1 };
    const tree = buildTree({ first: shared, second: shared });
    expect(tree.nodes.get('theme.first.a')?.value?.text).toBe('1');
    expect(tree.nodes.get('theme.second.a')?.value?.text).toBe('1');
  });

  it('stops at the depth limit', () => {
    const root: Record<string, unknown> = {};
    let current = root;
    for (let level = 0; level < MAX_DEPTH + 5; level += 1) {
      const next = {};
      current.next = next;
      current = next;
      current.value = level;
    }
    const tree = buildTree(root);
    const deepest = Math.max(...[...tree.nodes.values()].map((node) => node.level));
    expect(deepest).toBe(MAX_DEPTH);
    const cut = [...tree.nodes.values()].find((node) => node.value?.kind === 'truncated');
    expect(cut?.level).toBe(MAX_DEPTH);
    expect(cut?.value?.note).toMatch(/deeper than/);
  });

  it('stops at the size limit', () => {
    const huge = Object.fromEntries(Array.from({ length: MAX_NODES + 100 }, (_, index) => [`k${index}`, index]));
    const tree = buildTree({ huge });
    expect(tree.nodes.size).toBeLessThanOrEqual(MAX_NODES);
    expect(tree.nodes.get('theme.huge')?.summary).toMatch(/not all shown/);
  });

  it('survives a throwing getter and never calls a function', () => {
    const called = jest.fn();
    const root = {
      get broken(): never {
        throw new Error('no');
      },
      create: called,
    };
    const tree = buildTree(root);
    expect(tree.nodes.get('theme.broken')?.value?.kind).toBe('unreadable');
    expect(tree.nodes.get('theme.create')?.value?.kind).toBe('function');
    expect(called).not.toHaveBeenCalled();
  });
});

describe("buildTree on Joy UI's default theme", () => {
  const light = buildTree(joyDefaultTheme('light'));
  const dark = buildTree(joyDefaultTheme('dark'));

  it("lifts the scheme's palette to the top, as Joy's provider does", () => {
    expect(light.nodes.get('theme.palette.mode')?.value?.text).toBe('"light"');
    expect(dark.nodes.get('theme.palette.mode')?.value?.text).toBe('"dark"');
    expect(light.nodes.get('theme.palette.primary[500]')?.value).toMatchObject({ text: '"#0B6BCB"', color: '#0B6BCB' });
    expect(light.nodes.get('theme.palette.background.body')?.value?.text).not.toBe(
      dark.nodes.get('theme.palette.background.body')?.value?.text,
    );
  });

  it('keeps both schemes, the shared tokens and the CSS variable references', () => {
    expect(light.nodes.get('theme.colorSchemes')?.children).toEqual(['theme.colorSchemes.light', 'theme.colorSchemes.dark']);
    expect(light.nodes.get('theme.radius.md')?.value?.text).toBe(dark.nodes.get('theme.radius.md')?.value?.text);
    expect(light.nodes.get('theme.vars.palette.primary[500]')?.value?.text).toBe('"var(--joy-palette-primary-500, #0B6BCB)"');
  });
});
