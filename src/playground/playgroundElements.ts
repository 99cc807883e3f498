import type { PlaygroundElement } from './types';

const ELEMENT = /^([A-Z][A-Za-z0-9]*)((?:\s+[A-Za-z][A-Za-z0-9-]*=[^\s:|]+)*)\s*:\s*(.*)$/s;

/**
 * The element children a page gives a playground, `|` between them and the text after a colon:
 * `Button: One | Button: Two`, or with text props, `MenuItem value=ten: Ten | MenuItem value=nine: Nine`.
 * The element's import is for the caller to resolve. Throws, quoting the item, on anything else.
 */
export function parsePlaygroundElements(text: string): Omit<PlaygroundElement, 'importPath'>[] {
  return text.split('|').map((item) => {
    const match = ELEMENT.exec(item.trim());
    if (!match) {
      throw new Error(`Playground elements: cannot read "${item.trim()}" (expected "Name: text" or "Name prop=value: text")`);
    }
    const [, name, propsText, elementText] = match;
    const props = Object.fromEntries(
      propsText
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map((pair) => {
          const at = pair.indexOf('=');
          return [pair.slice(0, at), pair.slice(at + 1)];
        }),
    );
    return { name, props, text: elementText.trim() };
  });
}
