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
import type { TocEntry } from '../docs/types';

const LANGUAGES = ['bash', 'sh', 'shell', 'js', 'jsx', 'ts', 'tsx', 'json', 'css', 'html', 'diff', 'yaml', 'md'];
export const CODE_THEMES = { light: 'github-light-default', dark: 'github-dark-default' } as const;

let highlighter: Promise<HighlighterGeneric<string, string>> | undefined;
function getHighlighter() {
  highlighter ??= createHighlighter({ themes: Object.values(CODE_THEMES), langs: LANGUAGES }) as Promise<
    HighlighterGeneric<string, string>
  >;
  return highlighter;
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
        properties: { href: `#${id}`, className: ['anchor-link'], ariaHidden: 'true', tabIndex: -1 },
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

export interface RenderedMarkdown {
  html: string;
  toc: TocEntry[];
}

export async function renderMarkdown(markdown: string): Promise<RenderedMarkdown> {
  const toc: TocEntry[] = [];
  const file = await unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype)
    .use(rehypeShikiFromHighlighter, await getHighlighter(), {
      themes: CODE_THEMES,
      defaultLanguage: 'text',
      fallbackLanguage: 'text',
    })
    .use(rehypeHeadings, toc)
    .use(rehypeLinksTablesTasks)
    .use(rehypeStringify)
    .process(markdown);
  return { html: String(file), toc };
}
