import type { FixedPropValue } from './types';

const ARGUMENT = /\s+([A-Za-z][A-Za-z0-9-]*(?:\.[A-Za-z][A-Za-z0-9-]*)*)=("([^"]*)"|[^\s"]+)/y;

type FixedProps = Record<string, FixedPropValue>;

/** Sets `value` at the dotted `name` (`slotProps.input.aria-label`), refusing to overwrite. */
function setAt(args: FixedProps, name: string, value: FixedPropValue): void {
  const keys = name.split('.');
  let target = args;
  for (const key of keys.slice(0, -1)) {
    const next = target[key] ?? {};
    if (typeof next !== 'object') {
      throw new Error(`Playground arguments: ${name} cannot go inside ${key}, which is already ${JSON.stringify(next)}`);
    }
    target[key] = next;
    target = next;
  }
  const last = keys[keys.length - 1];
  if (last in target) {
    throw new Error(`Playground arguments: ${name} is given twice`);
  }
  target[last] = value;
}

/**
 * The props a page fixes on a playground: `defaultValue=30 aria-label="Volume" disabled=true`.
 * A quoted value is a string; unquoted, a number or `true`/`false`. A dotted name reaches into an
 * object prop (`slotProps.input.aria-label="Volume"`). Anything else is an error that quotes the
 * text, so a typo in the Markdown stops the build instead of rendering nonsense.
 */
export function parsePlaygroundArgs(text: string): FixedProps {
  const args: FixedProps = {};
  let position = 0;
  while (position < text.length) {
    ARGUMENT.lastIndex = position;
    const match = ARGUMENT.exec(text);
    if (!match) {
      throw new Error(`Playground arguments: cannot read "${text.slice(position).trim()}" (expected name="text", name=42 or name=true)`);
    }
    const [, name, raw, quoted] = match;
    if (quoted !== undefined) {
      setAt(args, name, quoted);
    } else if (raw === 'true' || raw === 'false') {
      setAt(args, name, raw === 'true');
    } else if (/^-?\d+(\.\d+)?$/.test(raw)) {
      setAt(args, name, Number(raw));
    } else {
      throw new Error(`Playground arguments: ${name}=${raw} must be quoted text, a number, true or false`);
    }
    position = ARGUMENT.lastIndex;
  }
  return args;
}
