import type { FixedPropValue, PlaygroundControl, PlaygroundData, PlaygroundElement, PlaygroundValues } from './types';

/** A piece of the generated code, with what it is (for colouring). */
export interface CodeToken {
  text: string;
  kind: 'plain' | 'keyword' | 'tag' | 'attribute' | 'string' | 'number';
}

/** Beyond this width a tag's props go one per line, as Prettier would lay them out. */
const MAX_LINE = 72;

function jsxString(value: string): string {
  return value.includes('"') ? `{${JSON.stringify(value)}}` : `"${value}"`;
}

const IDENTIFIER_KEY = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** A JavaScript literal: `{ input: { 'aria-label': 'Volume' } }`. */
function literal(value: FixedPropValue): CodeToken[] {
  if (typeof value === 'string') {
    return [{ text: `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`, kind: 'string' }];
  }
  if (typeof value !== 'object') {
    return [{ text: String(value), kind: typeof value === 'number' ? 'number' : 'keyword' }];
  }
  const entries = Object.entries(value).map(([key, item]): CodeToken[] => [
    { text: IDENTIFIER_KEY.test(key) ? key : `'${key}'`, kind: 'plain' },
    { text: ': ', kind: 'plain' },
    ...literal(item),
  ]);
  return [
    { text: '{ ', kind: 'plain' },
    ...entries.flatMap((parts, index) => (index === 0 ? parts : [{ text: ', ', kind: 'plain' as const }, ...parts])),
    { text: ' }', kind: 'plain' },
  ];
}

function attribute(name: string, value: FixedPropValue): CodeToken[] {
  if (value === true) {
    return [{ text: name, kind: 'attribute' }];
  }
  if (typeof value === 'object') {
    return [{ text: name, kind: 'attribute' }, { text: '={', kind: 'plain' }, ...literal(value), { text: '}', kind: 'plain' }];
  }
  if (typeof value === 'string') {
    const text = jsxString(value);
    return [
      { text: name, kind: 'attribute' },
      { text: '=', kind: 'plain' },
      { text, kind: text.startsWith('{') ? 'plain' : 'string' },
    ];
  }
  return [
    { text: name, kind: 'attribute' },
    { text: '={', kind: 'plain' },
    { text: String(value), kind: typeof value === 'number' ? 'number' : 'keyword' },
    { text: '}', kind: 'plain' },
  ];
}

/** The props the code shows: the page's fixed ones, then every control away from its default. */
export function shownProps(
  fixed: Record<string, FixedPropValue>,
  controls: PlaygroundControl[],
  values: PlaygroundValues,
): [string, FixedPropValue][] {
  const changed = controls.flatMap((control): [string, FixedPropValue][] => {
    const value = values[control.prop];
    if (control.kind === 'text' || value === null || value === undefined || value === control.default) {
      return [];
    }
    return [[control.prop, value]];
  });
  return [...Object.entries(fixed), ...changed];
}

function importLine(name: string, importPath: string): CodeToken[] {
  return [
    { text: 'import', kind: 'keyword' },
    { text: ` ${name} `, kind: 'plain' },
    { text: 'from', kind: 'keyword' },
    { text: ' ', kind: 'plain' },
    { text: `'${importPath}'`, kind: 'string' },
    { text: ';\n', kind: 'plain' },
  ];
}

function jsxText(text: string): string {
  return /[{}<>]/.test(text) ? `{${JSON.stringify(text)}}` : text;
}

/** `<MenuItem value="ten">Ten</MenuItem>` (or `<Tab label="Ten" />` without text), indented under its parent. */
function elementTokens(element: PlaygroundElement): CodeToken[] {
  const opening: CodeToken[] = [
    { text: '\n  <', kind: 'plain' },
    { text: element.name, kind: 'tag' },
    ...Object.entries(element.props).flatMap(([prop, value]) => [{ text: ' ', kind: 'plain' as const }, ...attribute(prop, value)]),
  ];
  if (!element.text) {
    return [...opening, { text: ' />', kind: 'plain' }];
  }
  return [
    ...opening,
    { text: '>', kind: 'plain' },
    { text: jsxText(element.text), kind: 'plain' },
    { text: '</', kind: 'plain' },
    { text: element.name, kind: 'tag' },
    { text: '>', kind: 'plain' },
  ];
}

/**
 * The JSX of the playground's current state, as tokens: the imports, then the element with the
 * props that differ from the defaults and its text or elements as children.
 */
export function playgroundCode(data: PlaygroundData, values: PlaygroundValues): CodeToken[] {
  const { name, childElements } = data;
  const props = shownProps(data.fixedProps, data.controls, values);
  const children = typeof values.children === 'string' ? values.children : '';
  const imports = new Map([
    [name, data.importPath],
    ...childElements.map((element): [string, string] => [element.name, element.importPath]),
  ]);
  const tokens: CodeToken[] = [...[...imports].flatMap(([component, from]) => importLine(component, from)), { text: '\n', kind: 'plain' }];
  const attributes = props.map(([prop, value]) => attribute(prop, value));
  if (data.render !== undefined && !data.render.takesChildren) {
    // What the page's module adds (an autocomplete's options) comes first, elided.
    attributes.unshift([{ text: '…', kind: 'plain' }]);
  }
  const openingTag = `<${name}${attributes.map((parts) => ` ${parts.map((part) => part.text).join('')}`).join('')}`;
  // Element children go one per line under the tag; text children stay on the tag's line when it all fits.
  const oneLine =
    childElements.length > 0 || data.render?.takesChildren
      ? `${openingTag}>`
      : `${openingTag}${children ? `>${children}</${name}>` : ' />'}`;
  const multiline = oneLine.length > MAX_LINE;
  tokens.push({ text: '<', kind: 'plain' }, { text: name, kind: 'tag' });
  for (const parts of attributes) {
    tokens.push({ text: multiline ? '\n  ' : ' ', kind: 'plain' }, ...parts);
  }
  if (data.render?.takesChildren) {
    // Its parts are the page's own markup: the code shows where they go.
    tokens.push({ text: multiline ? '\n>' : '>', kind: 'plain' }, { text: '\n  …', kind: 'plain' });
    tokens.push({ text: '\n</', kind: 'plain' }, { text: name, kind: 'tag' }, { text: '>', kind: 'plain' });
  } else if (childElements.length > 0) {
    tokens.push({ text: multiline ? '\n>' : '>', kind: 'plain' }, ...childElements.flatMap(elementTokens));
    tokens.push({ text: '\n</', kind: 'plain' }, { text: name, kind: 'tag' }, { text: '>', kind: 'plain' });
  } else if (children) {
    tokens.push(
      { text: multiline ? '\n>\n  ' : '>', kind: 'plain' },
      { text: jsxText(children), kind: 'plain' },
      { text: multiline ? '\n</' : '</', kind: 'plain' },
      { text: name, kind: 'tag' },
      { text: '>', kind: 'plain' },
    );
  } else {
    tokens.push({ text: multiline ? '\n/>' : ' />', kind: 'plain' });
  }
  return tokens;
}

/** The code as text, for the copy button. */
export function codeText(tokens: CodeToken[]): string {
  return tokens.map((token) => token.text).join('');
}

/**
 * A playground in a page's Markdown export: what the reader can change, then the code of the
 * starting state (no controls in plain text).
 */
export function playgroundMarkdown(data: PlaygroundData): string {
  const choices = data.controls.map((control) =>
    control.kind === 'options'
      ? `\`${control.prop}\` (${control.options.map((option) => `\`${option}\``).join(', ')})`
      : `\`${control.prop}\``,
  );
  const values = Object.fromEntries(data.controls.map((control) => [control.prop, control.default]));
  const code = codeText(playgroundCode(data, values));
  return [`Playground: on the site, ${data.name} can be tried with controls for ${choices.join(', ')}.`, '', '```jsx', code, '```'].join(
    '\n',
  );
}
