/**
 * Markdown → HTML at build time (unified, GFM, shiki). ESM-only dependencies: import this from
 * getStaticProps and build scripts only, never from components or unit-tested modules.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeStringify from 'rehype-stringify';
import rehypeShikiFromHighlighter from '@shikijs/rehype/core';
import { createHighlighter, type HighlighterGeneric } from 'shiki';
import GithubSlugger from 'github-slugger';
import { toString } from 'hast-util-to-string';
import { visit } from 'unist-util-visit';
import type { Element, Root } from 'hast';
import type { MarkdownSegment, TocEntry } from '../docs/types';
import { parsePlaygroundArgs } from '../playground/playgroundArgs';
import type { FixedPropValue } from '../playground/types';

const LANGUAGES = ['bash', 'sh', 'shell', 'js', 'jsx', 'ts', 'tsx', 'json', 'css', 'html', 'diff', 'yaml', 'md'];
export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

let highlighter: Promise<HighlighterGeneric<string, string>> | undefined;
function getHighlighter() {
  highlighter ??= createHighlighter({ themes: Object.values(CODE_THEMES), langs: LANGUAGES }) as Promise<
    HighlighterGeneric<string, string>
  >;
  return highlighter;
}

/** Highlights a snippet outside Markdown (demo sources), with both colour schemes. */
export async function highlightCode(code: string, lang: 'tsx' | 'jsx' | 'css'): Promise<string> {
  return (await getHighlighter()).codeToHtml(code, { lang, themes: CODE_THEMES });
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

const DEMO_PATTERN = /^\{\{demo:([A-Za-z][A-Za-z0-9]*)\}\}$/;
const PLAYGROUND_PATTERN = /^\{\{playground:([A-Z][A-Za-z0-9]*)(.*)\}\}$/;

/**
 * A paragraph that is exactly `{{demo:Name}}` becomes a placeholder the page fills with the demo;
 * `{{playground:Component name=value…}}` one for a prop playground (its arguments are collected).
 */
function rehypeDemoPlaceholders(playgrounds: PlaygroundReference[]) {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'p' || !parent || index === undefined) {
        return;
      }
      const text = toString(node).trim();
      const demo = DEMO_PATTERN.exec(text)?.[1];
      const playground = PLAYGROUND_PATTERN.exec(text);
      if (demo) {
        parent.children[index] = { type: 'element', tagName: 'div', properties: { dataDemo: demo }, children: [] };
      } else if (playground) {
        playgrounds.push({ name: playground[1], args: parsePlaygroundArgs(playground[2]) });
        parent.children[index] = { type: 'element', tagName: 'div', properties: { dataPlayground: playground[1] }, children: [] };
      }
    });
  };
}

/**
 * Each highlighted block gets a wrapper and a copy button (the page's script makes it work). A
 * single-line shell command is the inline variant, whose copied state lasts longer.
 */
function rehypeCodeBlocks() {
  return (tree: Root) => {
    visit(tree, 'element', (node: Element, index, parent) => {
      if (node.tagName !== 'pre' || !parent || index === undefined || (parent as Element).properties?.className) {
        return;
      }
      const text = toString(node).replace(/\n$/, '');
      const language = String(node.properties?.dataLanguage ?? '');
      const inline = !text.includes('\n') && ['bash', 'sh', 'shell'].includes(language);
      parent.children[index] = {
        type: 'element',
        tagName: 'div',
        properties: { className: inline ? ['code-block', 'code-block-inline'] : ['code-block'] },
        children: [
          node,
          {
            type: 'element',
            tagName: 'button',
            properties: { type: 'button', className: ['copy-button'], ariaLabel: 'Copy code', dataInline: inline ? 'true' : undefined, dataPagefindIgnore: '' },
            children: [
              { type: 'element', tagName: 'span', properties: { className: ['copy-label'] }, children: [{ type: 'text', value: 'Copy' }] },
              { type: 'element', tagName: 'span', properties: { className: ['copied-label'] }, children: [{ type: 'text', value: 'Copied' }] },
            ],
          },
        ],
      };
    });
  };
}


export interface PlaygroundReference {
  name: string;
  args: Record<string, FixedPropValue>;
}

export interface RenderedMarkdown {
  segments: MarkdownSegment[];
  toc: TocEntry[];
  demos: string[];
  playgrounds: PlaygroundReference[];
}

/** Cuts the page's HTML at each demo and playground placeholder. */
export function splitAtDemos(html: string): MarkdownSegment[] {
  const segments: MarkdownSegment[] = [];
  let last = 0;
  for (const match of html.matchAll(/<div data-(demo|playground)="([A-Za-z0-9]+)"><\/div>/g)) {
    if (match.index > last) {
      segments.push({ html: html.slice(last, match.index) });
    }
    segments.push(match[1] === 'demo' ? { demo: match[2] } : { playground: match[2] });
    last = match.index + match[0].length;
  }
  if (last < html.length) {
    segments.push({ html: html.slice(last) });
  }
  return segments;
}

export async function renderMarkdown(markdown: string): Promise<RenderedMarkdown> {
  const toc: TocEntry[] = [];
  const playgrounds: PlaygroundReference[] = [];
  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeShikiFromHighlighter, await getHighlighter(), {
      themes: CODE_THEMES,
      defaultLanguage: 'text',
      fallbackLanguage: 'text',
      transformers: [
        {
          pre(node) {
            node.properties.dataLanguage = this.options.lang;
          },
        },
      ],
    })
    .use(rehypeHeadings, toc)
    .use(rehypeLinksTablesTasks)
    .use(rehypeDemoPlaceholders, playgrounds)
    .use(rehypeCodeBlocks)
    .use(rehypeStringify)
    .process(markdown);
  const segments = splitAtDemos(String(file));
  const demos = segments.flatMap((segment) => ('demo' in segment ? [segment.demo] : []));
  if (new Set(demos).size !== demos.length) {
    throw new Error(`A demo is embedded twice: ${demos.join(', ')}`);
  }
  if (new Set(playgrounds.map(({ name }) => name)).size !== playgrounds.length) {
    throw new Error(`A playground is embedded twice: ${playgrounds.map(({ name }) => name).join(', ')}`);
  }
  return { segments, toc, demos, playgrounds };
}
