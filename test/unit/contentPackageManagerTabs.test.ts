/**
 * @jest-environment node
 */
import { JSDOM } from 'jsdom';
import { createFragmentRenderer, renderPage } from '../../src/content/renderMarkdown';

async function renderedDocument(markdown: string): Promise<Document> {
  const { segments } = await renderPage(markdown, () => []);
  const html = segments.flatMap((segment) => ('html' in segment ? [segment.html] : [])).join('');
  return new JSDOM(html).window.document;
}

const PAGE = [
  'Install it:',
  '```bash\nnpm install @mui/material@next react@^19\n```',
  'Then the tools:',
  '```sh\n# the compiler\nnpm install -D typescript\nnpx @mui/codemod@latest v7.0.0/preset-safe src\n```',
].join('\n\n');

describe('package-manager tabs', () => {
  let document: Document;
  beforeAll(async () => {
    document = await renderedDocument(PAGE);
  });

  it('turns each shell block of npm commands into a tab list and four panels', () => {
    const sets = [...document.querySelectorAll('.pm-tabs')];
    expect(sets).toHaveLength(2);
    for (const set of sets) {
      const tablist = set.querySelector(':scope > [role="tablist"]')!;
      expect(tablist.getAttribute('aria-label')).toBe('Package manager');
      expect([...tablist.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent)).toEqual(['npm', 'pnpm', 'yarn', 'bun']);
      expect(set.querySelectorAll(':scope > [role="tabpanel"]')).toHaveLength(4);
    }
  });

  it('links every tab and its panel both ways, with ids unique on the page', () => {
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const tab of document.querySelectorAll('[role="tab"]')) {
      const panel = document.getElementById(tab.getAttribute('aria-controls')!)!;
      expect(panel.getAttribute('role')).toBe('tabpanel');
      expect(panel.getAttribute('aria-labelledby')).toBe(tab.id);
      expect(panel.dataset.packageManager).toBe((tab as HTMLElement).dataset.packageManager);
    }
  });

  it('selects npm in the HTML, with a roving tab index', () => {
    const tabs = [...document.querySelectorAll<HTMLElement>('.pm-tabs [role="tab"]')];
    const selected = tabs.filter((tab) => tab.getAttribute('aria-selected') === 'true');
    expect(selected.map((tab) => tab.textContent)).toEqual(['npm', 'npm']);
    expect(tabs.filter((tab) => tab.tabIndex === 0)).toEqual(selected);
    expect(tabs.filter((tab) => tab.getAttribute('aria-selected') === 'false' && tab.tabIndex === -1)).toHaveLength(6);
  });

  it('gives each panel its own highlighted command and copy button', () => {
    const [first, second] = [...document.querySelectorAll('.pm-tabs')];
    const code = (set: Element) =>
      [...set.querySelectorAll('[role="tabpanel"]')].map((panel) => {
        expect(panel.classList.contains('code-block')).toBe(true);
        expect(panel.querySelector(':scope > pre.shiki[data-language]')).not.toBeNull();
        expect(panel.querySelectorAll(':scope > button.copy-button')).toHaveLength(1);
        return panel.querySelector('pre')!.textContent;
      });
    expect(code(first)).toEqual([
      'npm install @mui/material@next react@^19',
      'pnpm add @mui/material@next react@^19',
      'yarn add @mui/material@next react@^19',
      'bun add @mui/material@next react@^19',
    ]);
    expect(code(second)[2]).toBe('# the compiler\nyarn add --dev typescript\nyarn dlx @mui/codemod@latest v7.0.0/preset-safe src');
    expect(code(second)[3]).toBe('# the compiler\nbun add --dev typescript\nbunx @mui/codemod@latest v7.0.0/preset-safe src');
  });

  it('keeps a one-line block inline in every panel, and a longer one not', () => {
    const [first, second] = [...document.querySelectorAll('.pm-tabs')];
    for (const panel of first.querySelectorAll('[role="tabpanel"]')) {
      expect(panel.classList.contains('code-block-inline')).toBe(true);
      expect(panel.querySelector<HTMLElement>('.copy-button')!.dataset.inline).toBe('true');
    }
    for (const panel of second.querySelectorAll('[role="tabpanel"]')) {
      expect(panel.classList.contains('code-block-inline')).toBe(false);
    }
  });

  it('keeps the tab names and the other managers out of the search index, npm in', () => {
    for (const set of document.querySelectorAll('.pm-tabs')) {
      expect(set.querySelector('[role="tablist"]')!.hasAttribute('data-pagefind-ignore')).toBe(true);
      const ignored = [...set.querySelectorAll<HTMLElement>('[role="tabpanel"]')].map((panel) =>
        panel.hasAttribute('data-pagefind-ignore'),
      );
      expect(ignored).toEqual([false, true, true, true]);
    }
  });

  it('leaves other blocks as single code blocks', async () => {
    const other = await renderedDocument(
      [
        '```bash\ncd my-app\nnpm install\n```',
        '```bash\nnpm ci\n```',
        '```js\nnpm install react\n```',
        '```\nnpm install react\n```',
        '```bash\n# nothing to run\n```',
      ].join('\n\n'),
    );
    expect(other.querySelectorAll('.pm-tabs, [role="tab"]')).toHaveLength(0);
    expect(other.querySelectorAll('.code-block')).toHaveLength(5);
  });

  it('the JSDoc renderer, whose fragments share a page, makes no tabs', async () => {
    const toHtml = await createFragmentRenderer((href) => href);
    const html = toHtml('```bash\nnpm install @mui/material\n```');
    expect(html).toContain('class="code-block code-block-inline"');
    expect(html).not.toContain('role="tab');
  });
});
