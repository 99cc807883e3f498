/**
 * @jest-environment node
 */
import { buildApiOutline } from '../../src/api/apiOutline';
import { rowKey } from '../../src/api/apiAnchors';
import type { ApiComponentData, ApiHookData, ApiPropData } from '../../src/api/types';

const prop = (name: string): ApiPropData => ({ name, type: 'bool', required: false, descriptionHtml: '' });

function component(overrides: Partial<ApiComponentData> = {}): ApiComponentData {
  return {
    kind: 'component',
    name: 'Button',
    pkg: '@mui/material',
    importPath: '@mui/material/Button',
    summaryHtml: '',
    props: [prop('color'), prop('disableElevation')],
    slots: [],
    classes: [{ key: 'root', className: 'MuiButton-root', descriptionHtml: '' }],
    forwardsRef: true,
    overridable: true,
    demos: [{ title: 'Button', route: '/material-ui/react-button/' }],
    ...overrides,
  };
}

function hook(overrides: Partial<ApiHookData> = {}): ApiHookData {
  return {
    kind: 'hook',
    name: 'useInput',
    anchor: 'use-input',
    pkg: '@mui/base',
    importPath: '@mui/base/useInput',
    summaryHtml: '',
    parameters: [prop('disabled')],
    returnValue: [prop('focused'), prop('value')],
    demos: [],
    ...overrides,
  };
}

describe('buildApiOutline', () => {
  it('nests each prop and class under its section, linking the rows by their ids', () => {
    const { toc, items } = buildApiOutline([component()]);
    expect(toc).toEqual([
      { id: 'import', text: 'Import', level: 2 },
      {
        id: 'props',
        text: 'Props',
        level: 2,
        children: [
          { id: 'prop-color', text: 'color' },
          { id: 'prop-disableElevation', text: 'disableElevation' },
        ],
      },
      { id: 'css', text: 'CSS classes', level: 2, children: [{ id: 'classes-root', text: 'root' }] },
      { id: 'demos', text: 'Demos', level: 2 },
    ]);
    expect(items[0].rows[rowKey('prop', 'disableElevation')]).toBe('prop-disableElevation');
    expect(items[0].sections['css']).toBe('css');
  });

  it('lists slots and the changes since v6 when the component has them, and no group for an empty props list', () => {
    const { toc } = buildApiOutline([
      component({ props: [], slots: [{ name: 'root', descriptionHtml: '' }], changesSinceV6: { added: [], removed: [], deprecated: [] } }),
    ]);
    expect(toc.map((entry) => `${entry.id}:${entry.children?.map((child) => child.id).join(',') ?? ''}`)).toEqual([
      'import:',
      'props:',
      'slots:slot-root',
      'css:classes-root',
      'changes:',
      'demos:',
    ]);
  });

  it('prefixes the ids of a page that documents several items, one level deeper under each item', () => {
    const { toc, items } = buildApiOutline([hook(), hook({ name: 'useMenu', anchor: 'use-menu', returnValue: [] })]);
    expect(toc.filter((entry) => entry.level === 2).map((entry) => entry.id)).toEqual(['use-input', 'use-menu']);
    expect(toc.find((entry) => entry.id === 'use-input-parameters')).toEqual({
      id: 'use-input-parameters',
      text: 'Parameters',
      level: 3,
      children: [{ id: 'use-input-parameter-disabled', text: 'disabled' }],
    });
    expect(items[1].rows[rowKey('parameter', 'disabled')]).toBe('use-menu-parameter-disabled');
  });

  it('keeps the section its id when a return value is named `value`: the row gets a suffix', () => {
    const { toc, items } = buildApiOutline([hook()]);
    expect(items[0].sections['return-value']).toBe('use-input-return-value');
    expect(items[0].rows[rowKey('return', 'value')]).toBe('use-input-return-value-2');
    const returns = toc.find((entry) => entry.id === 'use-input-return-value')!;
    expect(returns.children).toEqual([
      { id: 'use-input-return-focused', text: 'focused' },
      { id: 'use-input-return-value-2', text: 'value' },
    ]);
  });

  it('makes every id on a page unique, and of letters, digits, - and _ only', () => {
    const odd = ['__@iterator@1610', '__#iterator#1610', 'a b', '', 'constructor', '__proto__'];
    const { toc, items } = buildApiOutline([hook({ parameters: odd.map(prop) }), hook({ name: 'useOther', anchor: 'use-input' })]);
    const ids = toc.flatMap((entry) => [entry.id, ...(entry.children ?? []).map((child) => child.id)]);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(id).toMatch(/^[A-Za-z0-9_-]+$/);
    }
    // The names that become one id are told apart; the table finds the same ids.
    expect(odd.map((name) => items[0].rows[rowKey('parameter', name)])).toEqual([
      'use-input-parameter-__-iterator-1610',
      'use-input-parameter-__-iterator-1610-2',
      'use-input-parameter-a-b',
      'use-input-parameter--',
      'use-input-parameter-constructor',
      'use-input-parameter-__proto__',
    ]);
    // The second item's anchor was taken by the first: it gets its own.
    expect(toc.filter((entry) => entry.level === 2).map((entry) => entry.id)).toEqual(['use-input', 'use-input-2']);
  });

  it('gives the page its ids as plain data: every row and section, and nothing else', () => {
    const { items } = buildApiOutline([component()]);
    // Props of a static page: they go through JSON unchanged.
    expect(JSON.parse(JSON.stringify(items))).toEqual([
      {
        sections: { import: 'import', props: 'props', css: 'css', demos: 'demos' },
        rows: { 'prop color': 'prop-color', 'prop disableElevation': 'prop-disableElevation', 'classes root': 'classes-root' },
      },
    ]);
  });
});
