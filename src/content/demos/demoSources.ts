/** Server-only: how a demo's JavaScript variant and previews are made. */
import { transformSync } from '@babel/core';
// The standalone build with its parsers given: Prettier's main entry loads them by dynamic import,
// which Jest's CommonJS cannot follow.
import { format } from 'prettier/standalone';
import * as babelParser from 'prettier/plugins/babel';
import * as estreePrinter from 'prettier/plugins/estree';
import * as typescriptParser from 'prettier/plugins/typescript';
import type { Options } from 'prettier';

const PRETTIER_OPTIONS: Options = {
  singleQuote: true,
  printWidth: 85,
  trailingComma: 'all',
  plugins: [babelParser, estreePrinter, typescriptParser],
};

/** The JavaScript variant of a TypeScript demo: types removed by Babel, laid out by Prettier. */
export async function toJavaScript(source: string, filename: string): Promise<string> {
  const result = transformSync(source, {
    filename,
    babelrc: false,
    configFile: false,
    // Keeping lines keeps the author's blank lines; Prettier then tidies the layout.
    retainLines: true,
    presets: [['@babel/preset-typescript', { isTSX: true, allExtensions: true, onlyRemoveTypeImports: false }]],
  });
  if (!result?.code) {
    throw new Error(`${filename}: no JavaScript could be generated`);
  }
  return format(result.code, { ...PRETTIER_OPTIONS, parser: 'babel' });
}

/** Prettier's layout of the TypeScript source, so both variants read the same way. */
export function formatTypeScript(source: string): Promise<string> {
  return format(source, { ...PRETTIER_OPTIONS, parser: 'typescript' });
}

/**
 * The JSX a demo returns, when it is short enough to show before the reader opens the code:
 * the body of the default export's last `return (…);`, dedented, if at most `maxLines` lines.
 */
export function extractPreview(source: string, maxLines = 16): string | null {
  const match = /\n(\s*)return \(\n([\s\S]*?)\n\1\);\n\}\s*$/.exec(source);
  if (!match) {
    return null;
  }
  const lines = match[2].split('\n');
  if (lines.length > maxLines) {
    return null;
  }
  const indent = Math.min(...lines.filter((line) => line.trim()).map((line) => line.length - line.trimStart().length));
  return lines.map((line) => line.slice(indent)).join('\n');
}
