/** Reads a documentation page's Markdown file: its checked front matter, its body and what it embeds. */
import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { getDocsRoutes, type DocsRoute } from '../navigation/routes';
import { contentFileOf } from './contentFiles';
import { parseFrontMatter, type FrontMatter } from './frontMatter';
import { findPlaceholders, PlaceholderError } from './placeholders';
import type { FixedPropValue } from '../playground/types';
import type { ToolName } from '../tools/toolInfo';

export interface ContentPage {
  /** The Markdown file, relative to the project root. */
  file: string;
  frontMatter: FrontMatter;
  /** The Markdown after the front matter. */
  body: string;
  /** The demos the page embeds (`{{demo:Name}}`), in order. */
  demos: string[];
  /** The prop playgrounds the page embeds (`{{playground:Button}}`), in order, with the props they fix. */
  playgrounds: { component: string; args: Record<string, FixedPropValue> }[];
  /** The site's tools the page embeds (`{{tool:MaterialIconSearch}}`), in order. */
  tools: ToolName[];
  /** The CSS variables playgrounds the page embeds (`{{css-vars:ListVariables}}`), in order. */
  cssVars: string[];
}

function findDuplicate(names: string[]): string | undefined {
  return names.find((name, index) => names.indexOf(name) !== index);
}

/** The checked front matter and the body of `source`, the text of `file`. */
function splitPage(source: string, file: string): { frontMatter: FrontMatter; body: string } {
  let parsed;
  try {
    parsed = matter(source);
  } catch (error) {
    throw new Error(`${file}: front matter is not valid YAML (${(error as Error).message.split('\n')[0]})`);
  }
  return { frontMatter: parseFrontMatter(parsed.data, file), body: parsed.content };
}

/** Reads `source`, the text of `file`; throws naming the file (and the field or line) for anything wrong. */
export function parsePage(source: string, file: string): ContentPage {
  const { frontMatter, body } = splitPage(source, file);
  // Lines of the file above the body, so that errors give the file's line numbers.
  const linesAbove = source.slice(0, source.length - body.length).split('\n').length - 1;
  let placeholders;
  try {
    placeholders = findPlaceholders(body).map(({ placeholder }) => placeholder);
  } catch (error) {
    if (error instanceof PlaceholderError) {
      throw new Error(`${file}:${linesAbove + error.line}: ${error.message}`);
    }
    throw error;
  }
  const demos = placeholders.flatMap((placeholder) => (placeholder.kind === 'demo' ? [placeholder.name] : []));
  const playgrounds = placeholders.flatMap((placeholder) =>
    placeholder.kind === 'playground' ? [{ component: placeholder.component, args: placeholder.args }] : [],
  );
  const tools = placeholders.flatMap((placeholder) => (placeholder.kind === 'tool' ? [placeholder.name] : []));
  const cssVars = placeholders.flatMap((placeholder) => (placeholder.kind === 'cssVars' ? [placeholder.name] : []));
  const cssVarsTwice = findDuplicate(cssVars);
  if (cssVarsTwice) {
    throw new Error(`${file}: the CSS variables playground ${cssVarsTwice} is embedded twice`);
  }
  const toolTwice = findDuplicate(tools);
  if (toolTwice) {
    throw new Error(`${file}: the tool ${toolTwice} is embedded twice`);
  }
  const twice = findDuplicate(demos);
  if (twice) {
    throw new Error(`${file}: the demo ${twice} is embedded twice`);
  }
  const playgroundTwice = findDuplicate(playgrounds.map(({ component }) => component));
  if (playgroundTwice) {
    throw new Error(`${file}: the playground of ${playgroundTwice} is embedded twice`);
  }
  if (frontMatter.fonts && frontMatter.fonts.length > 0 && demos.length === 0) {
    throw new Error(`${file}: front matter "fonts": names the fonts of the page's demos, and the page has none`);
  }
  return { file, frontMatter, body, demos, playgrounds, tools, cssVars };
}

/** Reads a Markdown file given relative to `root`. */
export function readPageFile(file: string, root: string): ContentPage {
  return parsePage(fs.readFileSync(path.join(root, file), 'utf8'), file);
}

let routeIndex: Map<string, DocsRoute> | undefined;

/** The navigation's entry of a documentation page's route. */
export function docsRouteOf(route: string): DocsRoute {
  routeIndex ??= new Map(getDocsRoutes().map((entry) => [entry.route, entry]));
  const entry = routeIndex.get(route);
  if (!entry) {
    throw new Error(`No navigation entry for ${route}`);
  }
  return entry;
}

/** The Markdown file of a route of the navigation (which must exist) and the title the navigation gives it. */
function pageFileOf(route: string, root: string): { file: string; title: string } {
  const entry = docsRouteOf(route);
  const file = contentFileOf(entry.treeId, route);
  if (!fs.existsSync(path.join(root, file))) {
    throw new Error(`${route} has no content: write ${file}`);
  }
  return { file, title: entry.title };
}

function checkTitle(frontMatter: FrontMatter, file: string, title: string) {
  if (frontMatter.title !== title) {
    throw new Error(`${file}: front matter "title": "${frontMatter.title}" should be the navigation's title, "${title}"`);
  }
}

/** The page of a route of the navigation, whose title must be the navigation's. */
export function readPage(route: string, root = process.cwd()): ContentPage {
  const { file, title } = pageFileOf(route, root);
  const page = readPageFile(file, root);
  checkTitle(page.frontMatter, file, title);
  return page;
}

/**
 * A route's page with its front matter checked and its body as written, not parsed: for readers that
 * parse the body their own way, or need none of it (parsing is most of what reading a page costs).
 */
export function readPageText(route: string, root = process.cwd()): Pick<ContentPage, 'file' | 'frontMatter' | 'body'> {
  const { file, title } = pageFileOf(route, root);
  const { frontMatter, body } = splitPage(fs.readFileSync(path.join(root, file), 'utf8'), file);
  checkTitle(frontMatter, file, title);
  return { file, frontMatter, body };
}

/** Only the checked front matter of a route's page, for readers that need no more: the body is not parsed. */
export function readFrontMatter(route: string, root = process.cwd()): FrontMatter {
  return readPageText(route, root).frontMatter;
}
