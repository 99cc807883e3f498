/**
 * The `extendTheme` call for the builder's palette: only what differs from Joy's defaults, per
 * scheme, shades as hex and tokens as references to the shades' CSS variables
 * (`var(--joy-palette-primary-600)`), laid out one entry a line as Prettier would.
 */
import { COLORS, SCHEMES, changedShades, changedTokens, tokenValue, type BuilderPalette } from './palette';

const INDENT = '  ';
/** Keys that are not plain identifiers or numbers would need quotes: the builder has none. */
const quote = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

type Tree = { [key: string]: string | Tree };

/** The options object of the call: `{ colorSchemes: { light: { palette: { primary: {...} } } } }`. */
export function changedThemeOptions(palette: BuilderPalette, prefix = 'joy'): Tree {
  const colorSchemes: Tree = {};
  for (const scheme of SCHEMES) {
    const colors: Tree = {};
    for (const color of COLORS) {
      const settings = palette[scheme][color];
      const entries: Tree = { ...changedShades(color, settings) } as Tree;
      for (const [token, ref] of Object.entries(changedTokens(scheme, color, settings))) {
        entries[token] = tokenValue(prefix, color, ref);
      }
      if (Object.keys(entries).length) {
        colors[color] = entries;
      }
    }
    if (Object.keys(colors).length) {
      colorSchemes[scheme] = { palette: colors };
    }
  }
  return Object.keys(colorSchemes).length ? { colorSchemes } : {};
}

function block(tree: Tree, depth: number): string {
  const indent = INDENT.repeat(depth);
  return Object.entries(tree)
    .map(([key, value]) =>
      typeof value === 'string' ? `${indent}${key}: ${quote(value)},` : `${indent}${key}: {\n${block(value, depth + 1)}\n${indent}},`,
    )
    .join('\n');
}

export function themeCode(palette: BuilderPalette): string {
  const options = changedThemeOptions(palette);
  const call = Object.keys(options).length ? `extendTheme({\n${block(options, 1)}\n})` : 'extendTheme()';
  return `import { extendTheme } from '@mui/joy/styles';\n\nconst theme = ${call};\n`;
}
