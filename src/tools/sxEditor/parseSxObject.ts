/**
 * Reads the text of an `sx` object as a reader types it in the sx editor, without eval: an object
 * literal of the JSON-like kind (keys bare or quoted, strings in single or double quotes, numbers,
 * true/false/null, nested objects and arrays, trailing commas, `//` comments). Anything else (a
 * function, a variable, an expression) is an error with its line and column. The result is only
 * ever handed to Emotion as styles, so keys and strings may not hold the characters that would
 * end a CSS rule or open a tag, and the prototype's own names are refused as keys.
 */
export type SxValue = string | number | boolean | null | SxValue[] | { [key: string]: SxValue };
export type SxObject = { [key: string]: SxValue };

export type ParseResult = { ok: true; value: SxObject } | { ok: false; error: string; line: number; column: number };

/** Longer text is refused before it is read: the editor holds a style object, not a program. */
export const MAX_SX_LENGTH = 4000;
const MAX_DEPTH = 8;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
// `>` stays allowed: it is the child combinator of selectors such as '& > p'.
const UNSAFE_CHARACTERS = /[{};<\\]/;

class SxSyntaxError extends Error {
  constructor(
    message: string,
    readonly offset: number,
  ) {
    super(message);
  }
}

function positionOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset).split('\n');
  return { line: before.length, column: before[before.length - 1].length + 1 };
}

export function parseSxObject(text: string): ParseResult {
  if (text.length > MAX_SX_LENGTH) {
    return { ok: false, error: `The object is longer than ${MAX_SX_LENGTH} characters`, line: 1, column: 1 };
  }
  let at = 0;

  const fail = (message: string, offset = at): never => {
    throw new SxSyntaxError(message, offset);
  };

  const skipSpace = () => {
    for (;;) {
      while (at < text.length && /\s/.test(text[at])) at += 1;
      if (text.startsWith('//', at)) {
        const end = text.indexOf('\n', at);
        at = end === -1 ? text.length : end + 1;
      } else {
        return;
      }
    }
  };

  const readString = (): string => {
    const quote = text[at];
    const start = at;
    at += 1;
    const end = text.indexOf(quote, at);
    const newline = text.indexOf('\n', at);
    if (end === -1 || (newline !== -1 && newline < end)) {
      fail('This string has no closing quote', start);
    }
    const value = text.slice(at, end);
    if (UNSAFE_CHARACTERS.test(value)) {
      fail('A string may not contain { } ; < or \\', start);
    }
    at = end + 1;
    return value;
  };

  const readNumber = (): number => {
    const match = /^-?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?/.exec(text.slice(at));
    if (!match) fail('Expected a number');
    at += match![0].length;
    return Number(match![0]);
  };

  const readKey = (): string => {
    const char = text[at];
    let key: string;
    if (char === '"' || char === "'") {
      key = readString();
    } else {
      const match = /^[A-Za-z_$][\w$]*/.exec(text.slice(at));
      if (!match) fail("Expected a key: a name such as color, or a quoted one such as '&:hover'");
      key = match![0];
      at += key.length;
    }
    if (FORBIDDEN_KEYS.has(key)) fail(`"${key}" cannot be a key`);
    return key;
  };

  const readValue = (depth: number): SxValue => {
    if (depth > MAX_DEPTH) fail(`Objects and arrays may nest ${MAX_DEPTH} deep at most`);
    skipSpace();
    const char = text[at];
    if (char === '{') return readObject(depth + 1);
    if (char === '[') return readArray(depth + 1);
    if (char === '"' || char === "'") return readString();
    if (char === '-' || char === '.' || (char >= '0' && char <= '9')) return readNumber();
    for (const [word, value] of [
      ['true', true],
      ['false', false],
      ['null', null],
    ] as const) {
      if (text.startsWith(word, at) && !/[\w$]/.test(text[at + word.length] ?? '')) {
        at += word.length;
        return value;
      }
    }
    if (at >= text.length) fail('The text ends where a value should be');
    return fail('Expected a value: a string, a number, true, false, null, an object or an array');
  };

  /** Items up to `close`, separated by commas, a trailing comma allowed. */
  const readItems = (close: string, readItem: () => void) => {
    at += 1;
    for (;;) {
      skipSpace();
      if (text[at] === close) {
        at += 1;
        return;
      }
      readItem();
      skipSpace();
      if (text[at] === ',') {
        at += 1;
      } else if (text[at] !== close) {
        fail(at >= text.length ? `Missing ${close} at the end` : `Expected a comma or ${close}`);
      }
    }
  };

  const readObject = (depth: number): SxObject => {
    const value: SxObject = {};
    readItems('}', () => {
      const key = readKey();
      skipSpace();
      if (text[at] !== ':') fail('Expected a colon after the key');
      at += 1;
      value[key] = readValue(depth);
    });
    return value;
  };

  const readArray = (depth: number): SxValue[] => {
    const items: SxValue[] = [];
    readItems(']', () => items.push(readValue(depth)));
    return items;
  };

  try {
    skipSpace();
    if (text[at] !== '{') fail('The sx value must be an object: start with {');
    const value = readObject(1);
    skipSpace();
    if (at < text.length) fail('Unexpected text after the object');
    return { ok: true, value };
  } catch (error) {
    if (error instanceof SxSyntaxError) {
      return { ok: false, error: error.message, ...positionOf(text, error.offset) };
    }
    throw error;
  }
}
