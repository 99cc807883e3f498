/**
 * The path of a theme entry as JavaScript reads it, so that a copied path can be pasted into code:
 * `theme.palette.primary.main`, `theme.shadows[1]`, `theme.palette.grey[50]`,
 * `theme.mixins.toolbar['@media (min-width:600px)']`.
 */

/** The name the paths start with. */
export const ROOT_PATH = 'theme';

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
const ARRAY_INDEX = /^(0|[1-9]\d*)$/;

/** A key that is not a plain name, as a single-quoted JavaScript string. */
function quoteKey(key: string): string {
  // JSON escapes backslashes and control characters; only the quotes differ.
  const escaped = JSON.stringify(key).slice(1, -1).replace(/\\"/g, '"').replace(/'/g, "\\'");
  return `'${escaped}'`;
}

/** The path of `key` under `parent`. */
export function childPath(parent: string, key: string): string {
  if (ARRAY_INDEX.test(key)) {
    return `${parent}[${key}]`;
  }
  if (IDENTIFIER.test(key)) {
    return `${parent}.${key}`;
  }
  return `${parent}[${quoteKey(key)}]`;
}
