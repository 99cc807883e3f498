/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { findPlaceholders, parsePlaceholder, PlaceholderError } from '../../src/content/placeholders';

const PAGE = fs.readFileSync(path.join(__dirname, '../fixtures/content/page.md'), 'utf8');

describe('parsePlaceholder', () => {
  it('reads a demo, a playground and a generated block', () => {
    expect(parsePlaceholder('{{demo:BasicButtons}}')).toEqual({ kind: 'demo', name: 'BasicButtons' });
    expect(parsePlaceholder('  {{playground:Button}} ')).toEqual({ kind: 'playground', component: 'Button', args: {} });
    expect(parsePlaceholder('{{playground:Slider defaultValue=30 aria-label="Level: high"}}')).toEqual({
      kind: 'playground',
      component: 'Slider',
      args: { defaultValue: 30, 'aria-label': 'Level: high' },
    });
    expect(parsePlaceholder('{{api-changes-since-v6}}')).toEqual({ kind: 'generated', block: 'api-changes-since-v6' });
  });

  it('reads a demo framed in an iframe, with the default or a given height', () => {
    expect(parsePlaceholder('{{demo:DashboardBasic iframe}}')).toEqual({ kind: 'demo', name: 'DashboardBasic', iframe: 480 });
    expect(parsePlaceholder('{{demo:SignInBasic iframe=640}}')).toEqual({ kind: 'demo', name: 'SignInBasic', iframe: 640 });
  });

  it.each([
    '{{demo:SignInBasic frame}}',
    '{{demo:SignInBasic iframe=80}}',
    '{{demo:SignInBasic iframe=5000}}',
    '{{demo:SignInBasic iframe=tall}}',
  ])('refuses the demo options of %s', (text) => {
    expect(() => parsePlaceholder(text)).toThrow(`${text}: a demo takes one option, \`iframe\` or \`iframe=<height>\` (200 to 1200 px)`);
  });

  it("reads a style utility's props table, and refuses a group MUI System does not have", () => {
    expect(parsePlaceholder('{{style-props:spacing}}')).toEqual({ kind: 'generated', block: 'style-props:spacing' });
    expect(() => parsePlaceholder('{{style-props:colors}}')).toThrow(
      '{{style-props:colors}}: the style utilities with a props table are borders, display, flexbox',
    );
    expect(() => parsePlaceholder('{{style-props}}')).toThrow('the style utilities with a props table are');
  });

  it("reads one of the site's tools, and refuses a tool it does not have", () => {
    expect(parsePlaceholder('{{tool:MaterialIconSearch}}')).toEqual({ kind: 'tool', name: 'MaterialIconSearch' });
    expect(() => parsePlaceholder('{{tool:ColorPicker}}')).toThrow('{{tool:ColorPicker}}: the tools are MaterialIconSearch');
    expect(() => parsePlaceholder('{{tool}}')).toThrow('the tools are');
  });

  it('leaves text that is not a placeholder alone', () => {
    expect(parsePlaceholder('The {{demo:BasicButtons}} placeholder')).toBeNull();
    expect(parsePlaceholder('style={{ color: "red" }}')).toBeNull();
    expect(parsePlaceholder('')).toBeNull();
  });

  it.each([
    ['{{demo:basic-buttons}}', 'the demo name must be an identifier'],
    ['{{demo:2Buttons}}', 'the demo name must be an identifier'],
    ['{{demo:}}', 'the demo name must be an identifier'],
    ['{{demo}}', 'the demo name must be an identifier'],
    ['{{playground:Button.Root}}', 'the playground name must be an identifier'],
    ['{{playground:my button}}', 'Playground arguments: cannot read "button"'],
  ])('rejects the name in %s', (text, message) => {
    expect(() => parsePlaceholder(text)).toThrow(`${text}: ${message}`);
  });

  it('rejects a kind it does not know, listing the ones it does', () => {
    expect(() => parsePlaceholder('{{video:Intro}}')).toThrow(
      '{{video:Intro}}: unknown placeholder; the placeholders are {{demo:Name}}, {{playground:Component}}, {{tool:Name}}, {{css-vars:Name}}, {{style-props:Group}}, {{api-changes-since-v6}}',
    );
    expect(() => parsePlaceholder('{{api-changes-since-v6:Button}}')).toThrow('unknown placeholder');
  });
});

describe('findPlaceholders', () => {
  it('finds none in text without a placeholder, braces or not', () => {
    expect(findPlaceholders('# Title\n\nAn object: { a: 1 }.\n\n```js\nconst b = {};\n```\n')).toEqual([]);
  });

  it('finds the placeholder paragraphs in order, and none written in code', () => {
    expect(findPlaceholders(PAGE).map(({ placeholder }) => placeholder)).toEqual([
      { kind: 'demo', name: 'BasicButtons' },
      { kind: 'playground', component: 'Button', args: {} },
      { kind: 'generated', block: 'api-changes-since-v6' },
    ]);
  });

  it('gives the part of the Markdown each one takes', () => {
    expect(findPlaceholders(PAGE).map(({ start, end }) => PAGE.slice(start, end))).toEqual([
      '{{demo:BasicButtons}}',
      '{{playground:Button}}',
      '{{api-changes-since-v6}}',
    ]);
  });

  it('names the line of a malformed placeholder', () => {
    const markdown = 'Text.\n\n{{demo:Fine}}\n\n{{demo:not-fine}}\n';
    expect(() => findPlaceholders(markdown)).toThrow(PlaceholderError);
    expect(() => findPlaceholders(markdown)).toThrow(expect.objectContaining({ line: 5 }));
  });

  it.each([
    ['in a list', '- {{demo:InAList}}\n'],
    ['in a quote', '> {{demo:InAQuote}}\n'],
    ['run into the text above', 'Some text\n{{demo:RunIn}}\n'],
    ['run into the text below', '{{demo:RunIn}}\nSome text\n'],
  ])('refuses a placeholder %s, which could not be cut out of the page', (where, markdown) => {
    expect(() => findPlaceholders(markdown)).toThrow('must be a paragraph of its own');
  });
});
