/**
 * The props of a MUI System style utility as a table (build time), generated from the installed
 * `@mui/system`: the group's own list of props, each prop's entry in the `sx` configuration (theme
 * key, transform) and, for the example column, the CSS that the system's `sx` function really
 * writes for a sample value in Material UI's default theme. Embedded by `{{style-props:<group>}}`.
 */
import * as system from '@mui/system';
import { unstable_defaultSxConfig as sxConfig, unstable_styleFunctionSx as styleFunctionSx, type SxConfigRecord } from '@mui/system';
import { createTheme } from '@mui/material/styles';
import unitless from '@emotion/unitless';
import { escapeHtml } from '../../utils/escapeHtml';
import { generatedTableHtml, generatedTableMarkdown } from '../generatedTable';
import type { StylePropGroup } from './stylePropGroups';

export interface StylePropRow {
  prop: string;
  /** The CSS properties the prop writes (kebab case), or an at-rule around them. */
  css: string[];
  /** Where in the theme a value is looked up, when it is. */
  themeKey: string | null;
  /** A sample value and the CSS it becomes, for props that do more than pass the value through. */
  example: { input: string; output: string } | null;
}

/** The theme a value is read from by each of the system's style functions that name no theme key. */
const THEME_KEY_OF_STYLE: Record<string, string> = {
  padding: 'spacing',
  margin: 'spacing',
  gap: 'spacing',
  rowGap: 'spacing',
  columnGap: 'spacing',
  borderRadius: 'shape.borderRadius',
  maxWidth: 'breakpoints.values',
};

/** Where the system looks a prop's value up, when it does. */
function themeKeyOf(config: SxConfigRecord): string | null {
  return config.themeKey ?? (config.style ? (THEME_KEY_OF_STYLE[config.style.name] ?? null) : null);
}

/** A value worth showing for a prop, by where the system looks it up; null: the value is CSS as is. */
function sampleValue(prop: string, config: SxConfigRecord, themeKey: string | null): string | number | null {
  if (prop === 'displayPrint') return 'none';
  if (prop === 'maxWidth') return 'sm';
  if (prop === 'typography') return 'body2';
  if (prop === 'fontWeight') return 'fontWeightBold';
  if (prop === 'fontFamily') return 'fontFamily';
  switch (themeKey) {
    case 'palette':
      if (prop === 'color') return 'text.secondary';
      return prop === 'bgcolor' || prop === 'backgroundColor' ? 'background.paper' : 'primary.main';
    case 'borders':
      return 1;
    case 'shape.borderRadius':
    case 'spacing':
      return 2;
    case 'zIndex':
      return 'modal';
    case 'shadows':
      return 3;
    default:
      return config.transform?.name === 'sizingTransform' ? 0.5 : null;
  }
}

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
const LONG = 48;
const short = (text: string) => (text.length > LONG ? `${text.slice(0, LONG - 1)}…` : text);

/** A declaration as CSS: numbers get `px` where Emotion adds it. */
function declaration(property: string, value: unknown): string {
  const css = typeof value === 'number' && !(property in unitless) && value !== 0 ? `${value}px` : String(value);
  return `${kebab(property)}: ${short(css)}`;
}

type CssObject = { [key: string]: string | number | CssObject };

/** The properties and declarations of what the `sx` function wrote (an at-rule wraps its own). */
function flatten(css: CssObject): { properties: string[]; declarations: string[] } {
  const properties: string[] = [];
  const declarations: string[] = [];
  for (const [key, value] of Object.entries(css)) {
    if (typeof value === 'object') {
      const inner = flatten(value);
      properties.push(...inner.properties.map((property) => `${key} { ${property} }`));
      declarations.push(`${key} { ${inner.declarations.join('; ')} }`);
    } else {
      properties.push(kebab(key));
      declarations.push(declaration(key, value));
    }
  }
  return { properties, declarations };
}

const theme = createTheme();

/** The props of a style utility, in the order `@mui/system` lists them. */
export function stylePropRows(group: StylePropGroup): StylePropRow[] {
  const { filterProps } = system[group] as unknown as { filterProps: string[] };
  return filterProps.map((prop) => {
    const config = sxConfig[prop];
    if (!config) {
      throw new Error(`@mui/system lists "${prop}" in ${group} but has no sx configuration for it`);
    }
    const themeKey = themeKeyOf(config);
    const sample = sampleValue(prop, config, themeKey);
    // A value of the right kind for the prop, so that its CSS properties are the ones it really writes.
    const probe = sample ?? 'inherit';
    const { properties, declarations } = flatten(styleFunctionSx({ sx: { [prop]: probe }, theme }) as CssObject);
    return {
      prop,
      css: properties,
      themeKey,
      example: sample === null ? null : { input: `${prop}: ${JSON.stringify(sample).replace(/"/g, "'")}`, output: declarations.join('; ') },
    };
  });
}

/** The group a `style-props:<group>` block names. */
export function stylePropGroupOf(block: `style-props:${StylePropGroup}`): StylePropGroup {
  return block.slice('style-props:'.length) as StylePropGroup;
}

const HEADERS = ['Prop', 'CSS', 'Theme key', 'Example (default theme, light)'];
const PLAIN = 'the value, as CSS';

/** The table as HTML. */
export function stylePropsTableHtml(group: StylePropGroup): string {
  const code = (text: string) => `<code>${escapeHtml(text)}</code>`;
  return generatedTableHtml(
    HEADERS,
    stylePropRows(group).map((row) => [
      code(row.prop),
      row.css.map(code).join(', '),
      row.themeKey ? code(row.themeKey) : '—',
      row.example ? `${code(row.example.input)} → ${code(row.example.output)}` : PLAIN,
    ]),
  );
}

/** The same table in Markdown, for the page's Markdown export. */
export function stylePropsTableMarkdown(group: StylePropGroup): string {
  const code = (text: string) => `\`${text.replace(/\|/g, '\\|')}\``;
  return generatedTableMarkdown(
    HEADERS,
    stylePropRows(group).map((row) => [
      code(row.prop),
      row.css.map(code).join(', '),
      row.themeKey ? code(row.themeKey) : '—',
      row.example ? `${code(row.example.input)} → ${code(row.example.output)}` : PLAIN,
    ]),
  );
}
