/**
 * The placeholder syntax of page Markdown, defined here only. A paragraph of its own that is
 * `{{demo:Name}}` embeds the demo `Name.tsx` beside the page (`{{demo:Name iframe}}` renders it in a
 * frame of its own, 480 px high or `iframe=<px>`, for app-sized components), `{{playground:Button}}` the prop
 * playground of a component (props it fixes may follow: `{{playground:Slider defaultValue=30}}`),
 * `{{tool:Name}}` one of the site's interactive tools (src/tools/toolInfo.ts), `{{css-vars:Name}}` the
 * CSS variables playground declared by `Name.vars.tsx` beside the page (src/playground/cssVariables.ts), and
 * `{{api-changes-since-v6}}` a table generated from the API data, `{{component-gallery}}` the cards of the
 * All components page, `{{template-gallery}}` the live templates of the Templates page, `{{style-props:spacing}}`
 * the props table of a MUI System style utility.
 * Code (fenced, indented or inline) is never a placeholder, so a page can show the syntax.
 */
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import { visit } from 'unist-util-visit';
import type { Root } from 'mdast';
import { parsePlaygroundArgs } from '../playground/playgroundArgs';
import type { FixedPropValue } from '../playground/types';
import { isToolName, TOOLS, type ToolName } from '../tools/toolInfo';
import { isStylePropGroup, STYLE_PROP_GROUPS, type StylePropGroup } from './system/stylePropGroups';

/** A demo's or component's name: a letter, then letters and digits (it names a file and an export). */
export const IDENTIFIER = /^[A-Za-z][A-Za-z0-9]*$/;

/** Blocks the build generates from data, which a page embeds by name. */
export const GENERATED_BLOCKS = ['api-changes-since-v6', 'component-gallery', 'template-gallery'] as const;
/** Those, and the props table of a MUI System style utility (`style-props:spacing`). */
export type GeneratedBlock = (typeof GENERATED_BLOCKS)[number] | `style-props:${StylePropGroup}`;

export type Placeholder =
  | { kind: 'demo'; name: string; iframe?: number }
  | { kind: 'playground'; component: string; args: Record<string, FixedPropValue> }
  | { kind: 'tool'; name: ToolName }
  | { kind: 'cssVars'; name: string }
  | { kind: 'generated'; block: GeneratedBlock };

/** A placeholder and the part of the Markdown it takes (offsets into the Markdown, end excluded). */
export interface PlaceholderAt {
  placeholder: Placeholder;
  start: number;
  end: number;
}

/** A malformed or misplaced placeholder, with its line in the Markdown (from 1). */
export class PlaceholderError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

const PLACEHOLDER = /^\{\{([^{}]*)\}\}$/;

/** The height of a demo's frame when the placeholder gives none, and the heights it may give. */
export const DEFAULT_IFRAME_HEIGHT = 480;
const IFRAME_HEIGHTS = { min: 200, max: 1200 };

/** A demo placeholder's options after its name: `iframe` or `iframe=<px>`. */
function parseDemoOptions(options: string, inner: string): { iframe?: number } {
  if (options === '') {
    return {};
  }
  const match = /^iframe(?:=(\d+))?$/.exec(options);
  const height = match ? Number(match[1] ?? DEFAULT_IFRAME_HEIGHT) : NaN;
  if (!(height >= IFRAME_HEIGHTS.min && height <= IFRAME_HEIGHTS.max)) {
    throw new Error(
      `{{${inner}}}: a demo takes one option, \`iframe\` or \`iframe=<height>\` (${IFRAME_HEIGHTS.min} to ${IFRAME_HEIGHTS.max} px)`,
    );
  }
  return { iframe: height };
}

function isNamedBlock(name: string): name is (typeof GENERATED_BLOCKS)[number] {
  return (GENERATED_BLOCKS as readonly string[]).includes(name);
}

/** Reads a line of text as a placeholder: null if it is not `{{…}}`; throws if it is one but malformed. */
export function parsePlaceholder(line: string): Placeholder | null {
  const inner = PLACEHOLDER.exec(line.trim())?.[1];
  if (inner === undefined) {
    return null;
  }
  const [kind, ...rest] = inner.split(':');
  const argument = rest.length > 0 ? rest.join(':') : undefined;
  if (kind === 'demo' || kind === 'playground') {
    // A playground may fix props after its component's name: `{{playground:Slider defaultValue=30}}`.
    // A demo may be framed: `{{demo:DashboardBasic iframe=560}}`.
    const [, name, args] = /^(\S*)(.*)$/s.exec(argument ?? '') ?? [undefined, undefined, ''];
    if (name === undefined || !IDENTIFIER.test(name)) {
      throw new Error(`{{${inner}}}: the ${kind} name must be an identifier (a letter, then letters and digits)`);
    }
    if (kind === 'demo') {
      return { kind, name, ...parseDemoOptions(args.trim(), inner) };
    }
    try {
      return { kind, component: name, args: parsePlaygroundArgs(args) };
    } catch (error) {
      throw new Error(`{{${inner}}}: ${(error as Error).message}`);
    }
  }
  if (kind === 'tool') {
    if (argument === undefined || !isToolName(argument)) {
      throw new Error(`{{${inner}}}: the tools are ${Object.keys(TOOLS).join(', ')}`);
    }
    return { kind, name: argument };
  }
  if (kind === 'css-vars') {
    if (argument === undefined || !IDENTIFIER.test(argument)) {
      throw new Error(`{{${inner}}}: the CSS variables playground's name must be an identifier, the name of its .vars.tsx module`);
    }
    return { kind: 'cssVars', name: argument };
  }
  if (kind === 'style-props') {
    if (argument === undefined || !isStylePropGroup(argument)) {
      throw new Error(`{{${inner}}}: the style utilities with a props table are ${STYLE_PROP_GROUPS.join(', ')}`);
    }
    return { kind: 'generated', block: `style-props:${argument}` };
  }
  if (argument === undefined && isNamedBlock(kind)) {
    return { kind: 'generated', block: kind };
  }
  const known = [
    '{{demo:Name}}',
    '{{playground:Component}}',
    '{{tool:Name}}',
    '{{css-vars:Name}}',
    '{{style-props:Group}}',
    ...GENERATED_BLOCKS.map((block) => `{{${block}}}`),
  ];
  throw new Error(`{{${inner}}}: unknown placeholder; the placeholders are ${known.join(', ')}`);
}

/** The parser the placeholders are found with; the renderer parses pages the same way (GFM). */
export function parseMarkdown(markdown: string): Root {
  return unified().use(remarkParse).use(remarkGfm).parse(markdown);
}

function parseAt(text: string, line: number): Placeholder | null {
  try {
    return parsePlaceholder(text);
  } catch (error) {
    throw new PlaceholderError(line, (error as Error).message);
  }
}

/**
 * The placeholders of a parsed page, in order. Only a paragraph's own text counts (not its inline
 * code). Throws a PlaceholderError for a malformed placeholder, and for one that is not a paragraph
 * of its own at the top level (inside a list or a quote, or run into the text around it), where it
 * could not be cut out of the page.
 */
export function placeholdersIn(tree: Root): PlaceholderAt[] {
  const found: PlaceholderAt[] = [];
  visit(tree, 'paragraph', (paragraph, index, parent) => {
    for (const child of paragraph.children) {
      if (child.type !== 'text') {
        continue;
      }
      child.value.split('\n').forEach((text, offset) => {
        const line = child.position!.start.line + offset;
        const placeholder = parseAt(text, line);
        if (!placeholder) {
          return;
        }
        if (parent !== tree || paragraph.children.length > 1 || child.value.trim() !== text.trim()) {
          throw new PlaceholderError(
            line,
            `${text.trim()} must be a paragraph of its own, with blank lines around it and outside lists and quotes`,
          );
        }
        found.push({ placeholder, start: paragraph.position!.start.offset!, end: paragraph.position!.end.offset! });
      });
    }
  });
  return found;
}

/** The placeholders of a page's Markdown, in order (see `placeholdersIn`). */
export function findPlaceholders(markdown: string): PlaceholderAt[] {
  // Parsing is most of what reading a page costs, in every build step: text without `{{` has none.
  return markdown.includes('{{') ? placeholdersIn(parseMarkdown(markdown)) : [];
}
