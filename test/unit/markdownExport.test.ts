/**
 * @jest-environment node
 */
import { demoBlock, docsPageMarkdown, replacePlaceholders } from '../../src/content/exportMarkdown';
import { codeSpan, htmlToMarkdown, tableCell } from '../../src/content/api/htmlToMarkdown';
import { markdownPathOf } from '../../src/docs/markdownPath';
import { apiPageMarkdown } from '../../src/content/api/apiMarkdown';
import { apiPageTitle } from '../../src/api/apiPageTitle';
import { apiChangesTableMarkdown } from '../../src/content/api/changesTable';
import type { Placeholder } from '../../src/content/placeholders';
import type { ApiPageData } from '../../src/api/types';

const DEMO = `import Button from '@mui/material/Button';

export default function BasicButtons() {
  return <Button variant="contained">Hello</Button>;
}
`;

describe('Markdown export of a documentation page', () => {
  it('puts the front matter first as an h1 and a lead paragraph, a demo as its TypeScript code, links as on the site', () => {
    const markdown = docsPageMarkdown({
      title: 'Button',
      description: 'Buttons start actions.',
      body: '\nSee [Text Field](/material-ui/react-text-field/).\n\n{{demo:BasicButtons}}\n\n## Sizes\n',
      blockOf: (placeholder) => (placeholder.kind === 'demo' && placeholder.name === 'BasicButtons' ? demoBlock(DEMO) : 'WRONG'),
      apiLinks: [{ title: 'Button', route: '/material-ui/api/button/' }],
    });
    expect(markdown).toBe(
      [
        '# Button',
        '',
        'Buttons start actions.',
        '',
        'See [Text Field](/material-ui/react-text-field/).',
        '',
        '```tsx',
        DEMO.trimEnd(),
        '```',
        '',
        '## Sizes',
        '',
        '## API',
        '',
        '- [Button](/material-ui/api/button/)',
        '',
      ].join('\n'),
    );
  });

  it('fences a demo beyond the longest run of backticks in its code', () => {
    expect(demoBlock('const a = `x`;\n')).toBe('```tsx\nconst a = `x`;\n```');
    expect(demoBlock('const md = `\n```js\n```\n`;').startsWith('````tsx\n')).toBe(true);
  });

  it('replaces each placeholder paragraph by its block and leaves placeholders inside code fences alone', () => {
    const body =
      '````md\n{{demo:Shown}}\n```\nstill code\n````\n\n{{demo:Real}}\n\nText.\n\n{{playground:Button}}\n\n{{api-changes-since-v6}}\n';
    const blockOf = (placeholder: Placeholder) => JSON.stringify(placeholder);
    expect(replacePlaceholders(body, blockOf)).toBe(
      '````md\n{{demo:Shown}}\n```\nstill code\n````\n\n{"kind":"demo","name":"Real"}\n\nText.\n\n' +
        '{"kind":"playground","component":"Button","args":{}}\n\n{"kind":"generated","block":"api-changes-since-v6"}\n',
    );
  });

  it('lives beside the page', () => {
    expect(markdownPathOf('/material-ui/react-button/')).toBe('/material-ui/react-button/index.md');
  });
});

describe('HTML of the API data as Markdown', () => {
  it('converts paragraphs, code, links, emphasis and lists', () => {
    const html =
      '<p>If <code>true</code>, the <a href="/material-ui/api/button/">button</a> is <strong>disabled</strong>, <em>really</em>.\nSee more.</p>\n' +
      '<ul>\n<li>one</li>\n<li>two &#x26; three</li>\n</ul>';
    expect(htmlToMarkdown(html)).toBe(
      'If `true`, the [button](/material-ui/api/button/) is **disabled**, *really*.\nSee more.\n\n- one\n- two & three',
    );
  });

  it('decodes code, and keeps a < of the prose as an entity so that it cannot open a tag', () => {
    expect(htmlToMarkdown('<p>a &lt;div&gt; in <code>&lt;div&gt;</code></p>')).toBe('a &lt;div> in `<div>`');
  });

  it('writes code spans that hold backticks', () => {
    expect(codeSpan('a')).toBe('`a`');
    expect(codeSpan('a`b')).toBe('`` a`b ``');
  });

  it('keeps a table cell on one line with its pipes escaped', () => {
    expect(tableCell("First.\n\nSecond\n line with `'a' | 'b'`.")).toBe("First.<br>Second line with `'a' \\| 'b'`.");
  });
});

const apiPage: ApiPageData = {
  route: '/material-ui/api/button/',
  treeId: 'material',
  title: 'Button',
  description: 'API reference of Button.',
  items: [
    {
      kind: 'component',
      name: 'Button',
      pkg: '@mui/material',
      importPath: '@mui/material/Button',
      summaryHtml: '',
      props: [
        { name: 'size', type: "'small' | 'large'", default: "'small'", required: false, descriptionHtml: '<p>The size.</p>' },
        {
          name: 'open',
          type: 'bool',
          required: true,
          descriptionHtml: '<p>Shown.</p>',
          deprecatedHtml: '<p><strong>Deprecated:</strong> Use x.</p>',
        },
      ],
      inherits: { name: 'ButtonBase', route: '/material-ui/api/button-base/' },
      slots: [],
      classes: [{ key: 'root', className: 'MuiButton-root', descriptionHtml: '<p>Root.</p>' }],
      themeKey: 'MuiButton',
      forwardsRef: true,
      rootElement: 'button',
      overridable: true,
      demos: [{ title: 'Button', route: '/material-ui/react-button/' }],
      changesSinceV6: { added: ['loading'], removed: [], deprecated: [] },
    },
  ],
};

describe('Markdown export of an API page', () => {
  it('names the page as the document title does', () => {
    expect(apiPageTitle(apiPage)).toBe('Button API');
    expect(apiPageTitle({ route: '/base-ui/react-button/hooks-api/', title: 'Button hooks API' })).toBe('Button hooks API');
  });

  it('writes the import, facts, props, classes, changes and demos', () => {
    const markdown = apiPageMarkdown(apiPage);
    expect(markdown.startsWith('# Button API\n\nAPI reference of Button.\n\n## Import\n\n```js\nimport Button from')).toBe(true);
    expect(markdown).toContain('- Props of the [ButtonBase](/material-ui/api/button-base/) component are also available.');
    expect(markdown).toContain('- The ref is forwarded to the root element (`<button>` by default).');
    expect(markdown).toContain("| `size` | `'small' \\| 'large'` | `'small'` | The size. |");
    expect(markdown).toContain('| `open` (required) | `bool` |  | **Deprecated:** Use x.<br>Shown. |');
    expect(markdown).toContain('| `.MuiButton-root` | `root` | Root. |');
    expect(markdown).toContain('## Changes since v6\n\n- Added: `loading`');
    expect(markdown).toContain('## Demos\n\n- [Button](/material-ui/react-button/)');
  });

  it('lists the prop changes since v6 as a Markdown table', () => {
    expect(apiChangesTableMarkdown({ [apiPage.route]: apiPage })).toBe(
      '| Component | Added | Removed | Newly deprecated |\n| --- | --- | --- | --- |\n| [Button](/material-ui/api/button/) | `loading` |  |  |',
    );
  });
});
