import type { FixedPropValue } from './types';

const ARGUMENT = /\s+([A-Za-z][A-Za-z0-9-]*)=("([^"]*)"|[^\s"]+)/y;

/**
 * The props a page fixes on a playground: `defaultValue=30 aria-label="Volume" disabled=true`.
 * A quoted value is a string; unquoted, a number or `true`/`false`. Anything else is an error that
 * quotes the text, so a typo in the Markdown stops the build instead of rendering nonsense.
 */
export function parsePlaygroundArgs(text: string): Record<string, FixedPropValue> {
  const args: Record<string, FixedPropValue> = {};
  ARGUMENT.lastIndex = 0;
  let position = 0;
  while (position < text.length) {
    ARGUMENT.lastIndex = position;
    const match = ARGUMENT.exec(text);
    if (!match) {
      throw new Error(`Playground arguments: cannot read "${text.slice(position).trim()}" (expected name="text", name=42 or name=true)`);
    }
    const [, name, raw, quoted] = match;
    if (quoted !== undefined) {
      args[name] = quoted;
    } else if (raw === 'true' || raw === 'false') {
      args[name] = raw === 'true';
    } else if (/^-?\d+(\.\d+)?$/.test(raw)) {
      args[name] = Number(raw);
    } else {
      throw new Error(`Playground arguments: ${name}=${raw} must be quoted text, a number, true or false`);
    }
    position = ARGUMENT.lastIndex;
  }
  return args;
}
