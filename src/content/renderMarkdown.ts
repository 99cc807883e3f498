/**
 * The build's one Markdown pipeline (unified, GFM, shiki): documentation pages and the API
 * reference's JSDoc both go through it. ESM-only dependencies: build time only (src/content).
 */
import { unified } from 'unified';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import rehypeShikiFromHighlighter from '@shikijs/rehype/core';
import { createHighlighter, type HighlighterGeneric } from 'shiki';
import GithubSlugger from 'github-slugger';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Element, Root, RootContent } from 'hast';
import type { MarkdownSegment, TocEntry } from '../docs/types';
import { parseMarkdown, placeholdersIn, type GeneratedBlock, type Placeholder } from './placeholders';
import { DEFAULT_PACKAGE_MANAGER, PACKAGE_MANAGERS, type PackageManager } from '../utils/packageManager';
import { packageManagerVariants } from './packageManagers';
import { pairThemes, type PairedThemes } from './pairedThemes';

const LANGUAGES = ['bash', 'sh', 'shell', 'js', 'jsx', 'ts', 'tsx', 'json', 'css', 'html', 'diff', 'yaml', 'md'];
export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

interface CodeHighlighter {
  highlighter: HighlighterGeneric<string, string>;
  /** Both colour schemes from one tokenization (see pairedThemes.ts). */
  paired: PairedThemes;
}

let loadedHighlighter: Promise<CodeHighlighter> | undefined;
function getHighlighter(): Promise<CodeHighlighter> {
  loadedHighlighter ??= (async () => {
    const highlighter = (await createHighlighter({ themes: Object.values(CODE_THEMES), langs: LANGUAGES })) as HighlighterGeneric<
      string,
      string
    >;
    const paired = pairThemes(highlighter, CODE_THEMES.light, CODE_THEMES.dark);
    await highlighter.loadTheme(paired.theme);
    return { highlighter, paired };
  })();
  return loadedHighlighter;
}

/**
 * Highlights a snippet outside Markdown (demo sources), with both colour schemes. Without a time
 * limit per line: shiki's default (500 ms) cuts a line short on a busy machine, or in a worker
 * whose regular expressions are still cold, and then the output depends on the machine's load.
 */
export async function highlightCode(code: string, lang: 'tsx' | 'jsx' | 'css'): Promise<string> {
  const { highlighter, paired } = await getHighlighter();
  return highlighter.codeToHtml(code, { lang, theme: paired.name, transformers: [paired.transformer], tokenizeTimeLimit: 0 });
}

/** Ids on h2–h4, a hover anchor link in each, and the h2/h3 outline for the table of contents. */
function rehypeHeadings(toc: TocEntry[]) {
  return (tree: Root) => {
    const slugger = new GithubSlugger();
    visit(tree, 'element', (node: Element) => {
      const level = /^h([2-4])$/.exec(node.tagName)?.[1];
      if (!level) {
        return;
      }
      const text = toString(node).trim();
      const id = slugger.slug(text);
      node.properties = { ...node.properties, id };
      node.children.push({
        type: 'element',
        tagName: 'a',
        properties: { href: `#${id}`, className: ['anchor-link'], ariaHidden: 'true', tabIndex: -1, dataPagefindIgnore: '' },
        children: [{ type: 'text', value: '#' }],
      });
      if (level !== '4') {
        toc.push({ id, text, level: Number(level) as 2 | 3 });
      }
    });
  };
}

/**
 * External links open in a new tab; tables scroll sideways inside a wrapper on narrow screens;
 * task-list checkboxes (read-only) get a name that says their state.
 */
function rehypeLinksTablesTasks() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName === 'input' && node.properties?.type === 'checkbox') {
        node.properties.ariaLabel = node.properties.checked ? 'Done' : 'Not done';
      }
      if (node.tagName === 'a' && typeof node.properties?.href === 'string' && /^https?:/.test(node.properties.href)) {
        node.properties.target = '_blank';
        node.properties.rel = ['noopener', 'noreferrer'];
      }
      if (node.tagName === 'table' && parent && index !== undefined) {
        parent.children[index] = {
          type: 'element',
          tagName: 'div',
          properties: { className: ['table-scroll'], tabIndex: 0 },
          children: [node],
        };
      }
    });
  };
}

function copyButton(inline: boolean): Element {
  return {
    type: 'element',
    tagName: 'button',
    properties: {
      type: 'button',
      className: ['copy-button'],
      ariaLabel: 'Copy code',
      dataInline: inline ? 'true' : undefined,
      dataPagefindIgnore: '',
    },
    children: [
      { type: 'element', tagName: 'span', properties: { className: ['copy-label'] }, children: [{ type: 'text', value: 'Copy' }] },
      { type: 'element', tagName: 'span', properties: { className: ['copied-label'] }, children: [{ type: 'text', value: 'Copied' }] },
    ],
  };
}

function codeBlock(pre: Element, inline: boolean, properties: Element['properties'] = {}): Element {
  const className = inline ? ['code-block', 'code-block-inline'] : ['code-block'];
  return { type: 'element', tagName: 'div', properties: { className, ...properties }, children: [pre, copyButton(inline)] };
}

/**
 * A block of npm commands as four tabs, one code block per package manager (ARIA tabs; `id` makes
 * the ids unique on the page). The npm tab is the selected one in the HTML; CSS shows the panel of
 * the manager marked on <html> (src/demos/preferenceScript.ts), and the page's script
 * (src/docs/usePackageManagerTabs.ts) moves the selection. The panels other than npm's stay out
 * of the search index.
 */
function packageManagerTabs(
  id: string,
  variants: Record<PackageManager, string>,
  highlight: (code: string) => Element,
  inline: boolean,
): Element {
  const tabId = (manager: PackageManager) => `${id}-${manager}`;
  const tabs: Element[] = PACKAGE_MANAGERS.map((manager) => ({
    type: 'element',
    tagName: 'button',
    properties: {
      type: 'button',
      role: 'tab',
      id: tabId(manager),
      className: ['pm-tab'],
      ariaControls: [`${tabId(manager)}-panel`],
      ariaSelected: manager === DEFAULT_PACKAGE_MANAGER ? 'true' : 'false',
      tabIndex: manager === DEFAULT_PACKAGE_MANAGER ? 0 : -1,
      dataPackageManager: manager,
    },
    children: [{ type: 'text', value: manager }],
  }));
  const panels = PACKAGE_MANAGERS.map((manager) =>
    codeBlock(highlight(variants[manager]), inline, {
      role: 'tabpanel',
      id: `${tabId(manager)}-panel`,
      ariaLabelledBy: [tabId(manager)],
      dataPackageManager: manager,
      dataPagefindIgnore: manager === DEFAULT_PACKAGE_MANAGER ? undefined : '',
    }),
  );
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['pm-tabs'] },
    children: [
      {
        type: 'element',
        tagName: 'div',
        properties: { role: 'tablist', ariaLabel: 'Package manager', className: ['pm-tablist'], dataPagefindIgnore: '' },
        children: tabs,
      },
      ...panels,
    ],
  };
}

const SHELL_LANGUAGES = ['bash', 'sh', 'shell'];

/**
 * Each highlighted block gets a wrapper and a copy button (the page's script makes it work). A
 * single-line shell command is the inline variant, whose copied state lasts longer. With
 * `codeHighlighter` (pages, not JSDoc: the tabs' ids are unique within one tree), a shell block of npm
 * commands becomes package-manager tabs.
 */
function rehypeCodeBlocks(codeHighlighter?: CodeHighlighter) {
  return (tree: Root) => {
    let tabSets = 0;
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined || (parent as Element).properties?.className) {
        return;
      }
      const text = toString(node).replace(/\n$/, '');
      const language = String(node.properties?.dataLanguage ?? '');
      const shell = SHELL_LANGUAGES.includes(language);
      const inline = !text.includes('\n') && shell;
      const variants = codeHighlighter && shell ? packageManagerVariants(text) : null;
      if (!codeHighlighter || !variants) {
        parent.children[index] = codeBlock(node, inline);
        return;
      }
      tabSets += 1;
      const highlight = (source: string): Element => {
        if (source === text) {
          return node;
        }
        const { highlighter, paired } = codeHighlighter;
        const pre = highlighter.codeToHast(source, {
          lang: language,
          theme: paired.name,
          transformers: [paired.transformer],
          tokenizeTimeLimit: 0,
        }).children[0] as Element;
        pre.properties.dataLanguage = language;
        return pre;
      };
      parent.children[index] = packageManagerTabs(`pm-${tabSets}`, variants, highlight, inline);
    });
  };
}

/** Every link's address through `rewrite` (the API reference points mui.com links at this site). */
function rehypeRewriteLinks(rewrite: (href: string) => string) {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element) => {
      if (node.tagName === 'a' && typeof node.properties.href === 'string') {
        node.properties.href = rewrite(node.properties.href);
      }
    });
  };
}

/** Markdown (as `parseMarkdown` reads it) → highlighted HTML tree, the steps pages and JSDoc share. */
async function markdownToHtmlTree() {
  const { highlighter, paired } = await getHighlighter();
  return unified()
    .use(remarkRehype)
    .use(rehypeShikiFromHighlighter, highlighter, {
      theme: paired.name,
      defaultLanguage: 'text',
      fallbackLanguage: 'text',
      // As in highlightCode: no time limit, so a busy build never cuts a line's highlighting short.
      tokenizeTimeLimit: 0,
      transformers: [
        paired.transformer,
        {
          pre(node) {
            node.properties.dataLanguage = this.options.lang;
          },
        },
      ],
    });
}

export interface RenderedPage {
  segments: MarkdownSegment[];
  toc: TocEntry[];
}

/**
 * A piece of a generated block: a heading, which gets an id, an anchor and a place in the table of
 * contents like the page's own, or HTML made by the build from data (escaped by its maker).
 */
export type GeneratedPart = { heading: string } | { html: string };

/** Puts each generated block's parts in place of its placeholder paragraph, before the headings are numbered. */
function rehypeGeneratedBlocks(blockAt: Map<number, GeneratedBlock>, generated: (block: GeneratedBlock) => GeneratedPart[]) {
  return (tree: Root) => {
    tree.children = tree.children.flatMap((node): RootContent[] => {
      const block = node.position?.start.offset !== undefined ? blockAt.get(node.position.start.offset) : undefined;
      if (!block) {
        return [node];
      }
      return generated(block).map((part): RootContent =>
        'heading' in part
          ? { type: 'element', tagName: 'h2', properties: {}, children: [{ type: 'text', value: part.heading }] }
          : { type: 'raw', value: part.html },
      );
    });
  };
}

/**
 * A page's body as HTML cut at its demo, playground and tool placeholders, and its table of contents.
 * A generated block's placeholder becomes `generated(block)`, in the HTML around it.
 */
export async function renderPage(markdown: string, generated: (block: GeneratedBlock) => GeneratedPart[]): Promise<RenderedPage> {
  const toc: TocEntry[] = [];
  const mdast = parseMarkdown(markdown);
  // A placeholder paragraph's HTML keeps its source position: that is how it is recognised below.
  const found = placeholdersIn(mdast);
  const blockAt = new Map(
    found.flatMap(({ placeholder, start }) => (placeholder.kind === 'generated' ? [[start, placeholder.block]] : [])),
  );
  const islandAt = new Map(found.flatMap(({ placeholder, start }) => (placeholder.kind === 'generated' ? [] : [[start, placeholder]])));
  const processor = (await markdownToHtmlTree())
    .use(rehypeGeneratedBlocks, blockAt, generated)
    .use(rehypeHeadings, toc)
    .use(rehypeLinksTablesTasks)
    .use(rehypeCodeBlocks, await getHighlighter())
    // Raw nodes come only from generated blocks: remark-rehype drops the HTML written in Markdown.
    .use(rehypeStringify, { allowDangerousHtml: true });
  const tree = await processor.run(mdast);

  const segments: MarkdownSegment[] = [];
  let html = '';
  let nodes: RootContent[] = [];
  const addNodes = () => {
    html += nodes.length > 0 ? processor.stringify({ type: 'root', children: nodes }) : '';
    nodes = [];
  };
  const cutAt = (placeholder: Exclude<Placeholder, { kind: 'generated' }>) => {
    addNodes();
    if (html) {
      segments.push({ html });
    }
    html = '';
    switch (placeholder.kind) {
      case 'demo':
        segments.push(placeholder.iframe ? { demo: placeholder.name, iframe: placeholder.iframe } : { demo: placeholder.name });
        break;
      case 'playground':
        segments.push({ playground: placeholder.component });
        break;
      case 'tool':
        segments.push({ tool: placeholder.name });
        break;
      case 'cssVars':
        segments.push({ cssVars: placeholder.name });
        break;
    }
  };
  for (const node of tree.children) {
    const placeholder = node.position?.start.offset !== undefined ? islandAt.get(node.position.start.offset) : undefined;
    if (!placeholder) {
      nodes.push(node);
    } else {
      cutAt(placeholder);
    }
  }
  addNodes();
  if (html) {
    segments.push({ html });
  }
  return { segments, toc };
}

/**
 * A renderer of short Markdown (the API reference's JSDoc) into HTML, through the same steps as
 * pages but without heading anchors or placeholders; `rewriteHref` maps every link's address.
 */
export async function createFragmentRenderer(rewriteHref: (href: string) => string): Promise<(markdown: string) => string> {
  const processor = (await markdownToHtmlTree())
    .use(rehypeRewriteLinks, rewriteHref)
    .use(rehypeLinksTablesTasks)
    .use(rehypeCodeBlocks)
    .use(rehypeStringify);
  return (markdown) => processor.stringify(processor.runSync(parseMarkdown(markdown))).trim();
}
