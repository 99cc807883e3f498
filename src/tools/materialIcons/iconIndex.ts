/**
 * The icon index of the Material Icons tool: what scripts/generate-icon-index.ts writes to
 * public/static/material-icons/ and the tool reads. Pure functions, shared by both sides.
 *
 * - `index.json`: the package version, the base name of every icon with a mask of the themes it
 *   comes in, and the synonym groups search uses. Small: the tool fetches it when it wakes.
 * - `<key>/<Theme>-<n>.json`: the SVG children of the icons, per theme, CHUNK_SIZE icons a file in
 *   the order of `names`, so a page of results costs a few files, not the whole set. The folder is
 *   named after the generator's cache key: a new package version or format never meets old files.
 */
import { ICON_THEMES, componentName, hasTheme, themeBit, type IconTheme } from './themes';

/** Where the generated files are served. */
export const ICON_DATA_URL = '/static/material-icons';
export const ICON_INDEX_URL = `${ICON_DATA_URL}/index.json`;

/** Icons per chunk file: one file holds the SVG of a few screens of results. */
export const CHUNK_SIZE = 50;

export interface IconIndex {
  /** The @mui/icons-material version the index was made from. */
  version: string;
  /** The generator's cache key (a hash); names the folder of the chunk files. */
  key: string;
  chunkSize: number;
  /** Base names (the Filled component name, or the name without its theme suffix), sorted. */
  names: string[];
  /** Per name, the mask of the themes it exists in (see themeBit). */
  themes: number[];
  /** Groups of words a search treats as one another's synonyms (src/tools/materialIcons/synonyms.ts). */
  synonyms: string[][];
}

/**
 * An SVG element as data: its tag, its React props (`d`, `opacity`, `cx`…), and its children when
 * it has any (`g`). The tool renders it with React, never as HTML.
 */
export type SvgNode = [tag: string, props: Record<string, string | number>, children?: SvgNode[]];

/** A chunk file: component name → the children of its `<svg viewBox="0 0 24 24">`. */
export type IconChunk = Record<string, SvgNode[]>;

const SUFFIXES = ICON_THEMES.filter((theme) => theme !== 'Filled');

/** The theme whose suffix ends the name (not the whole name), or undefined for none. */
function suffixTheme(name: string): Exclude<IconTheme, 'Filled'> | undefined {
  return SUFFIXES.find((theme) => name.length > theme.length && name.endsWith(theme));
}

/** A to Z as readers expect it (`AccessAlarm` before `AcUnit`), then by case: the same in every locale. */
export function compareNames(a: string, b: string): number {
  const lowerA = a.toLowerCase();
  const lowerB = b.toLowerCase();
  if (lowerA !== lowerB) {
    return lowerA < lowerB ? -1 : 1;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Groups the package's component names by base name. A name ending in a theme suffix is that
 * theme of the base without it (`AlarmOutlined`), even when the base has no filled icon (some
 * icons exist only in Two tone). A name that has theme variants of its own is a base as well:
 * `InsertChartOutlined` is both the Outlined InsertChart and the filled icon whose outlined
 * version is `InsertChartOutlinedOutlined`.
 */
export function groupIconNames(componentNames: readonly string[]): { names: string[]; themes: number[] } {
  const all = new Set(componentNames);
  const bases = new Set<string>();
  for (const name of all) {
    const theme = suffixTheme(name);
    if (!theme) {
      bases.add(name);
      continue;
    }
    bases.add(name.slice(0, -theme.length));
    if (SUFFIXES.some((suffix) => all.has(`${name}${suffix}`))) {
      bases.add(name);
    }
  }
  const names = [...bases].sort(compareNames);
  const themes = names.map((base) =>
    ICON_THEMES.reduce((mask, theme) => (all.has(componentName(base, theme)) ? mask | themeBit(theme) : mask), 0),
  );
  return { names, themes };
}

/** The base names that exist in a theme, in index order: the order of that theme's chunk files. */
export function namesInTheme(index: Pick<IconIndex, 'names' | 'themes'>, theme: IconTheme): string[] {
  return index.names.filter((_, position) => hasTheme(index.themes[position], theme));
}

export function chunkFileName(theme: IconTheme, chunk: number): string {
  return `${theme}-${chunk}.json`;
}

export function chunkUrl(index: Pick<IconIndex, 'key'>, theme: IconTheme, chunk: number): string {
  return `${ICON_DATA_URL}/${index.key}/${chunkFileName(theme, chunk)}`;
}

/** Splits a theme's names into chunk files' worth, in order. */
export function chunksOf<T>(items: readonly T[], chunkSize: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += chunkSize) {
    chunks.push(items.slice(start, start + chunkSize));
  }
  return chunks;
}

const isStringArray = (value: unknown): value is string[] => Array.isArray(value) && value.every((item) => typeof item === 'string');

/** Checks a fetched index's shape, so that a stale or broken file fails loudly rather than half-works. */
export function isIconIndex(data: unknown): data is IconIndex {
  if (typeof data !== 'object' || data === null) {
    return false;
  }
  const index = data as Record<string, unknown>;
  return (
    typeof index.version === 'string' &&
    typeof index.key === 'string' &&
    /^[a-z0-9]+$/.test(index.key) &&
    typeof index.chunkSize === 'number' &&
    index.chunkSize > 0 &&
    isStringArray(index.names) &&
    Array.isArray(index.themes) &&
    index.themes.length === index.names.length &&
    index.themes.every((mask) => typeof mask === 'number') &&
    Array.isArray(index.synonyms) &&
    index.synonyms.every(isStringArray)
  );
}
