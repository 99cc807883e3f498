/** A theme's `generateStyleSheets()` result: rules by selector, each a map of declarations or nested rules. */
export type StyleSheetRules = Record<string, Record<string, unknown>>;

/** `colorScheme` → `color-scheme`; a custom property keeps its name as written. */
const cssPropertyName = (property: string) =>
  property.startsWith('--') ? property : property.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

function declarations(selector: string, body: Record<string, unknown>): string {
  const lines = Object.entries(body).map(([property, value]) => {
    if (typeof value === 'string' || typeof value === 'number') {
      return `  ${cssPropertyName(property)}: ${value};`;
    }
    throw new Error(`${selector} { ${property} }: only flat declarations can be written as CSS, not ${JSON.stringify(value)}`);
  });
  return `${selector} {\n${lines.join('\n')}\n}\n`;
}

/**
 * The style sheets of a CSS-variables theme as plain CSS, in order (later sheets win, as they do when
 * the provider inserts them). Nested rules (a `media` colour scheme selector) are refused, not guessed.
 */
export function styleSheetsCss(sheets: StyleSheetRules[]): string {
  return sheets.flatMap((sheet) => Object.entries(sheet).map(([selector, body]) => declarations(selector, body))).join('');
}
