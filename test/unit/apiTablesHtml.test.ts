import { apiItemTables, LONG_TYPE } from '../../src/content/api/apiTablesHtml';
import type { ApiComponentData, ApiHookData } from '../../src/api/types';

const base = { pkg: '@mui/material', importPath: '@mui/material/Button', summaryHtml: '', demos: [] };

const button: ApiComponentData = {
  ...base,
  kind: 'component',
  name: 'Button',
  forwardsRef: true,
  overridable: true,
  props: [
    { name: 'children', type: 'node', required: true, descriptionHtml: '<p>The content.</p>' },
    {
      name: 'color',
      type: "'primary' | 'secondary' | Record<string, string>",
      default: '\'primary\' & "main"',
      required: false,
      descriptionHtml: '<p>The colour.</p>',
      deprecatedHtml: '<p><strong>Deprecated:</strong> use sx.</p>',
    },
    { name: 'slotProps', type: `{ ${'root?: object; '.repeat(10)}}`, required: false, descriptionHtml: '' },
  ],
  slots: [],
  classes: [{ key: 'root', className: 'MuiButton-root', descriptionHtml: '<p>The root.</p>' }],
};

const anchors = {
  sections: {},
  rows: {
    'prop children': 'prop-children',
    'prop color': 'prop-color',
    'prop slotProps': 'prop-slotProps',
    'classes root': 'classes-root',
  },
};

/** The row with this id, from its start tag to its last cell's end. */
const row = (html: string, id: string) =>
  html.slice(html.indexOf(`<tr id="${id}">`), html.indexOf('</tr>', html.indexOf(`<tr id="${id}">`)));

describe('apiItemTables', () => {
  const tables = apiItemTables(button, anchors);

  it("writes a component's props and classes with their rows' ids, and leaves out a table with no row", () => {
    // No key at all for the empty one: page props cannot hold `undefined`.
    expect(Object.keys(tables)).toEqual(['props', 'classes']);
    expect(tables.props).toMatch(
      /^<table class="api-table"><thead><tr><th scope="col">Name<\/th><th scope="col">Type<\/th><th scope="col">Default<\/th><th scope="col">Description<\/th><\/tr><\/thead><tbody>/,
    );
    expect(tables.props!.match(/<tr id="/g)).toHaveLength(3);
    expect(row(tables.classes!, 'classes-root')).toBe(
      '<tr id="classes-root"><td data-label="Class name"><a href="#classes-root" class="api-anchor" aria-label="Link to .MuiButton-root, copies it"><code>.MuiButton-root</code></a></td><td data-label="Rule name"><code>root</code></td><td data-label="Description"><p>The root.</p></td>',
    );
  });

  it('marks a required prop for the eye and for screen readers, and links each name to its row', () => {
    expect(row(tables.props!, 'prop-children')).toContain(
      '<a href="#prop-children" class="api-anchor" aria-label="Link to children, copies it"><code>children</code></a><span class="api-required" title="Required">*<span class="api-visually-hidden">(required)</span></span>',
    );
    expect(row(tables.props!, 'prop-color')).not.toContain('api-required');
  });

  it('escapes types and defaults as text, and puts the descriptions in as the HTML they are', () => {
    const color = row(tables.props!, 'prop-color');
    expect(color).toContain(`<td data-label="Type"><code>'primary' | 'secondary' | Record&lt;string, string&gt;</code></td>`);
    expect(color).toContain('<td data-label="Default"><code>\'primary\' &amp; &quot;main&quot;</code></td>');
    expect(color).toContain('<div class="api-deprecated"><p><strong>Deprecated:</strong> use sx.</p></div><div><p>The colour.</p></div>');
  });

  it('shows the start of a long type, the whole of it in its details', () => {
    const type = button.props[2].type;
    expect(type.length).toBeGreaterThan(LONG_TYPE);
    expect(row(tables.props!, 'prop-slotProps')).toContain(
      `<details><summary><code>${type.slice(0, LONG_TYPE - 3)}…</code></summary><code class="api-type-full">${type}</code></details>`,
    );
  });

  it("writes a hook's parameters and return value; one with no row is left out", () => {
    const hook: ApiHookData = {
      ...base,
      kind: 'hook',
      name: 'useSwitch',
      parameters: [{ name: 'checked', type: 'boolean', required: false, descriptionHtml: '<p>Checked.</p>' }],
      returnValue: [],
    };
    const hookTables = apiItemTables(hook, { sections: {}, rows: { 'parameter checked': 'parameters-checked' } });
    expect(Object.keys(hookTables)).toEqual(['parameters']);
    expect(row(hookTables.parameters!, 'parameters-checked')).toContain('<a href="#parameters-checked"');
  });
});
