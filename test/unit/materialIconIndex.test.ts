/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  chunkUrl,
  chunksOf,
  compareNames,
  groupIconNames,
  isIconIndex,
  namesInTheme,
  type IconIndex,
} from '../../src/tools/materialIcons/iconIndex';
import { SYNONYM_GROUPS } from '../../src/tools/materialIcons/synonyms';
import { componentName, hasTheme, themeBit, themesOf } from '../../src/tools/materialIcons/themes';
import { nameWords } from '../../src/tools/materialIcons/search';

const ALL = themeBit('Filled') | themeBit('Outlined') | themeBit('Rounded') | themeBit('TwoTone') | themeBit('Sharp');
const fiveThemes = (base: string) => ['', 'Outlined', 'Rounded', 'TwoTone', 'Sharp'].map((suffix) => `${base}${suffix}`);

describe('groupIconNames', () => {
  it('groups the five themes of an icon under its base name, with a mask of the themes', () => {
    const { names, themes } = groupIconNames([...fiveThemes('Alarm'), 'DeleteOutlined', 'Delete']);
    expect(names).toEqual(['Alarm', 'Delete']);
    expect(themes[0]).toBe(ALL);
    expect(themesOf(themes[1])).toEqual(['Filled', 'Outlined']);
  });

  it('keeps an icon that exists only in a theme (no filled icon) under the name without its suffix', () => {
    const { names, themes } = groupIconNames(['SignalWifiStatusbarNotConnectedTwoTone']);
    expect(names).toEqual(['SignalWifiStatusbarNotConnected']);
    expect(themesOf(themes[0])).toEqual(['TwoTone']);
  });

  it('makes a name ending in a theme word a base of its own when it has theme variants', () => {
    const { names, themes } = groupIconNames([...fiveThemes('InsertChart'), ...fiveThemes('InsertChartOutlined')]);
    expect(names).toEqual(['InsertChart', 'InsertChartOutlined']);
    // InsertChartOutlined is both InsertChart's Outlined theme and a filled icon.
    expect(themes).toEqual([ALL, ALL]);
    expect(componentName('InsertChartOutlined', 'Outlined')).toBe('InsertChartOutlinedOutlined');
  });

  it('does not read a theme word at the start of a name, or the whole name, as a theme', () => {
    const { names, themes } = groupIconNames(['RoundedCorner', 'OutlinedFlag', 'LockOutline']);
    expect(names).toEqual(['LockOutline', 'OutlinedFlag', 'RoundedCorner']);
    expect(themes.every((mask) => mask === themeBit('Filled'))).toBe(true);
  });

  it('sorts A to Z without regard to case, the same in every locale', () => {
    expect(groupIconNames(['AcUnit', 'Abc', 'AccessAlarm', 'Zoom']).names).toEqual(['Abc', 'AccessAlarm', 'AcUnit', 'Zoom']);
    expect(compareNames('Abc', 'ABC')).toBeGreaterThan(0);
    expect(compareNames('Abc', 'Abc')).toBe(0);
  });
});

describe('chunks', () => {
  const index = { key: 'abc123', names: ['Alarm', 'Apple', 'Delete'], themes: [ALL, themeBit('Filled'), ALL] };

  it("lists a theme's names in index order, leaving out those without it", () => {
    expect(namesInTheme(index, 'Filled')).toEqual(['Alarm', 'Apple', 'Delete']);
    expect(namesInTheme(index, 'Sharp')).toEqual(['Alarm', 'Delete']);
  });

  it('splits into chunks of the given size, the last one shorter', () => {
    expect(chunksOf([1, 2, 3, 4, 5], 2)).toEqual([[1, 2], [3, 4], [5]]);
    expect(chunksOf([], 2)).toEqual([]);
  });

  it("addresses a chunk file under the index's key", () => {
    expect(chunkUrl(index, 'TwoTone', 3)).toBe('/static/material-icons/abc123/TwoTone-3.json');
  });
});

describe('isIconIndex', () => {
  const valid: IconIndex = { version: '7.0.1', key: 'abc123', chunkSize: 100, names: ['Alarm'], themes: [ALL], synonyms: [['a', 'b']] };

  it('accepts a well-formed index', () => {
    expect(isIconIndex(valid)).toBe(true);
  });

  it.each([
    ['null', null],
    ['a list', []],
    ['no version', { ...valid, version: undefined }],
    ['a key that is not a plain name', { ...valid, key: '../x' }],
    ['a chunk size of 0', { ...valid, chunkSize: 0 }],
    ['themes not one per name', { ...valid, themes: [] }],
    ['a synonym group that is not words', { ...valid, synonyms: [[1]] }],
  ])('rejects %s', (_, data) => {
    expect(isIconIndex(data)).toBe(false);
  });
});

describe('the installed package (what the generator reads)', () => {
  const esm = path.join(path.dirname(require.resolve('@mui/icons-material/package.json')), 'esm');
  const componentNames = fs
    .readdirSync(esm)
    .filter((file) => /^[A-Z][A-Za-z0-9]*\.js$/.test(file))
    .map((file) => file.slice(0, -3));
  const { names, themes } = groupIconNames(componentNames);

  it('has about 2,100 icons, most of them in all five themes', () => {
    expect(names.length).toBeGreaterThan(2000);
    expect(names.length).toBeLessThan(2500);
    expect(themes.filter((mask) => mask === ALL).length / names.length).toBeGreaterThan(0.9);
  });

  it('covers every component of the package, and names none that is not one', () => {
    const covered = new Set(names.flatMap((name, position) => themesOf(themes[position]).map((theme) => componentName(name, theme))));
    expect(componentNames.filter((name) => !covered.has(name))).toEqual([]);
    expect([...covered].filter((name) => !fs.existsSync(path.join(esm, `${name}.js`)))).toEqual([]);
    expect(hasTheme(themes[names.indexOf('GitHub')], 'Outlined')).toBe(false);
  });

  it('has synonym groups that each reach at least one icon name', () => {
    const words = new Set(names.flatMap(nameWords));
    expect(SYNONYM_GROUPS.filter((group) => !group.some((word) => words.has(word)))).toEqual([]);
    expect(SYNONYM_GROUPS.flat().filter((word) => !/^[a-z0-9]+$/.test(word))).toEqual([]);
  });
});
