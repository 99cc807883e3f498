/**
 * The createTheme call that gives the playground's theme, listing only what differs from the
 * default theme, laid out as Prettier would at 80 columns: an object on one line when it fits.
 */
import { changedOptions } from './themeOptions';
import type { PlaygroundSettings } from './settings';

const PRINT_WIDTH = 80;
const INDENT = '  ';
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

type Source = string | number | boolean | { readonly [key: string]: Source };

function keySource(key: string): string {
  return IDENTIFIER.test(key) ? key : quoteString(key);
}

function quoteString(value: string): string {
  return `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'").replace(/\n/g, '\\n')}'`;
}

function inline(value: Source): string {
  if (typeof value === 'string') {
    return quoteString(value);
  }
  if (typeof value !== 'object') {
    return String(value);
  }
  const entries = Object.entries(value).map(([key, entry]) => `${keySource(key)}: ${inline(entry)}`);
  return entries.length ? `{ ${entries.join(', ')} }` : '{}';
}

/** An object's entries, one a line, at `depth`; each nested object inline when its line fits. */
function block(value: { readonly [key: string]: Source }, depth: number): string {
  const indent = INDENT.repeat(depth);
  const lines = Object.entries(value).map(([key, entry]) => {
    const start = `${indent}${keySource(key)}: `;
    const oneLine = `${start}${inline(entry)},`;
    if (typeof entry !== 'object' || oneLine.length <= PRINT_WIDTH) {
      return oneLine;
    }
    return `${start}{\n${block(entry, depth + 1)}\n${indent}},`;
  });
  return lines.join('\n');
}

export function themeCode(settings: PlaygroundSettings): string {
  const options = changedOptions(settings) as { [key: string]: Source };
  const call = Object.keys(options).length ? `createTheme({\n${block(options, 1)}\n})` : 'createTheme()';
  return `import { createTheme } from '@mui/material/styles';\n\nconst theme = ${call};\n`;
}
