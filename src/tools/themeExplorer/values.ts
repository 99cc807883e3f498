/**
 * How the explorer shows a value it does not open: a string quoted, a number as is, a function by
 * its name and arity (never called), and why an object is not opened (a cycle, the depth limit).
 */

export type LeafKind =
  | 'string'
  | 'number'
  | 'boolean'
  | 'null'
  | 'undefined'
  | 'bigint'
  | 'symbol'
  | 'function'
  | 'empty'
  | 'circular'
  | 'truncated'
  | 'unreadable';

export interface LeafValue {
  kind: LeafKind;
  /** What the row shows: `"#1976d2"`, `14`, `spacing(…)`. */
  text: string;
  /** A note beside it: "function, 1 parameter". */
  note?: string;
  /** The CSS colour a swatch shows, when the value is one. */
  color?: string;
}

/** Longer strings are cut: the row stays readable and the search index small. */
export const MAX_STRING_LENGTH = 300;

// The formats createTheme writes (#nnn, #nnnnnn, rgb(), rgba(), hsl(), hsla(), color()), whole string only.
const HEX_COLOR = /^#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const FUNCTIONAL_COLOR = /^(?:rgba?|hsla?|color)\([\w\s.,%/+-]*\)$/i;

/** Whether a string is one CSS colour (not a shadow or a gradient that contains some). */
export function isCssColor(text: string): boolean {
  const value = text.trim();
  return HEX_COLOR.test(value) || FUNCTIONAL_COLOR.test(value);
}

function quoteString(value: string): string {
  const characters = Array.from(value);
  const shown = characters.length > MAX_STRING_LENGTH ? `${characters.slice(0, MAX_STRING_LENGTH).join('')}…` : value;
  return JSON.stringify(shown);
}

function parameters(count: number): string {
  if (count === 0) {
    return 'function, no declared parameters';
  }
  return `function, ${count} ${count === 1 ? 'parameter' : 'parameters'}`;
}

/**
 * A function by its key and arity. Not by its own `name`: the browser's bundle is minified and the
 * server's is not, so the name would differ between the page's HTML and the tool that hydrates it.
 */
export function describeFunction(value: (...args: never[]) => unknown, key: string): LeafValue {
  let arity = 0;
  try {
    arity = Number.isInteger(value.length) ? value.length : 0;
  } catch {
    // A proxy may refuse to say: no parameters still describes it.
  }
  return { kind: 'function', text: `${key}(…)`, note: parameters(arity) };
}

/** A value that is shown on its row rather than opened (anything but a non-empty object or array). */
export function describeLeaf(value: unknown, key: string): LeafValue {
  switch (typeof value) {
    case 'string':
      return isCssColor(value)
        ? { kind: 'string', text: quoteString(value), color: value.trim() }
        : { kind: 'string', text: quoteString(value) };
    case 'number':
      return { kind: 'number', text: String(value) };
    case 'boolean':
      return { kind: 'boolean', text: String(value) };
    case 'undefined':
      return { kind: 'undefined', text: 'undefined' };
    case 'bigint':
      return { kind: 'bigint', text: `${value}n` };
    case 'symbol':
      return { kind: 'symbol', text: value.toString() };
    case 'function':
      return describeFunction(value as (...args: never[]) => unknown, key);
    default:
      break;
  }
  if (value === null) {
    return { kind: 'null', text: 'null' };
  }
  return { kind: 'empty', text: Array.isArray(value) ? '[]' : '{}' };
}

/** An object met again inside itself: shown as a pointer to where it first is. */
export function describeCircular(path: string): LeafValue {
  return { kind: 'circular', text: `[Circular → ${path}]`, note: 'the same object as an entry above it' };
}

/** An object the tree stops before opening, to stay small. */
export function describeTruncated(value: object, reason: string): LeafValue {
  return { kind: 'truncated', text: Array.isArray(value) ? '[…]' : '{…}', note: reason };
}

/** A property whose getter threw. */
export function describeUnreadable(): LeafValue {
  return { kind: 'unreadable', text: '(unreadable)', note: 'reading it threw an error' };
}
