import type { FixedPropValue, PlaygroundControl, PlaygroundData, PlaygroundValues } from './types';

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

function attribute(name: string, value: FixedPropValue): CodeToken[] {
  if (value === true) {
    return [{ text: name, kind: 'attribute' }];
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

/**
 * The JSX of the playground's current state, as tokens: the import, then the element with the
 * props that differ from the defaults and its text as children.
 */
export function playgroundCode(
  name: string,
  importPath: string,
  fixed: Record<string, FixedPropValue>,
  controls: PlaygroundControl[],
  values: PlaygroundValues,
): CodeToken[] {
  const props = shownProps(fixed, controls, values);
  const children = typeof values.children === 'string' ? values.children : '';
  const tokens: CodeToken[] = [
    { text: 'import', kind: 'keyword' },
    { text: ` ${name} `, kind: 'plain' },
    { text: 'from', kind: 'keyword' },
    { text: ' ', kind: 'plain' },
    { text: `'${importPath}'`, kind: 'string' },
    { text: ';\n\n', kind: 'plain' },
  ];
  const attributes = props.map(([prop, value]) => attribute(prop, value));
  const oneLine = `<${name}${attributes.map((parts) => ` ${parts.map((part) => part.text).join('')}`).join('')}${children ? `>${children}</${name}>` : ' />'}`;
  const multiline = oneLine.length > MAX_LINE;
  tokens.push({ text: '<', kind: 'plain' }, { text: name, kind: 'tag' });
  for (const parts of attributes) {
    tokens.push({ text: multiline ? '\n  ' : ' ', kind: 'plain' }, ...parts);
  }
  if (children) {
    const text = /[{}<>]/.test(children) ? `{${JSON.stringify(children)}}` : children;
    tokens.push(
      { text: multiline ? '\n>\n  ' : '>', kind: 'plain' },
      { text, kind: 'plain' },
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
  const code = codeText(playgroundCode(data.name, data.importPath, data.fixedProps, data.controls, values));
  return [`Playground: on the site, ${data.name} can be tried with controls for ${choices.join(', ')}.`, '', '```jsx', code, '```'].join(
    '\n',
  );
}
