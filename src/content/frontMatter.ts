/** The front matter a page's Markdown file may set (see the README, "Authoring pages"), as a schema. */
import { z } from 'zod';
import { PAGE_FONTS, type PageFont } from '../fonts/selfHostedFonts';
import { IDENTIFIER } from './placeholders';

const FONT_NAMES = Object.keys(PAGE_FONTS) as [PageFont, ...PageFont[]];

/** A required, non-empty text, trimmed. */
const text = () =>
  z
    .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'expected a text') })
    .trim()
    .min(1, 'must not be empty');

/** A list of component or hook names, empty when left out. */
const names = (what: string) =>
  z
    .array(
      z
        .string({ error: 'expected an array of strings' })
        .regex(IDENTIFIER, { error: (issue) => `"${String(issue.input)}" is not a ${what} name (a letter, then letters and digits)` }),
      { error: 'expected an array of strings' },
    )
    .default([]);

export const frontMatterSchema = z
  .strictObject(
    {
      /** The page's h1, exactly its sidebar title. */
      title: text(),
      /** One sentence for search results, link previews and the page's lead paragraph. */
      description: text().min(20, 'must be at least 20 characters: it is the lead paragraph and the search result'),
      /**
       * The page's name in the browser tab, search results and link previews, where the sidebar title
       * alone would be ambiguous ("Typography"); the title when left out.
       */
      headTitle: text().optional(),
      /** Components whose API pages the page links to, and whose API pages list the page as a demo. */
      components: names('component'),
      /** Hooks whose API pages list the page as a demo. */
      hooks: names('hook'),
      /** Web fonts the page's demos use; Roboto on a page with demos when left out (see `pageFonts`). */
      fonts: z
        .array(z.enum(FONT_NAMES, { error: (issue) => `unknown font "${String(issue.input)}"; known: ${FONT_NAMES.join(', ')}` }), {
          error: 'expected an array of font names, for example [material-icons]',
        })
        .optional(),
    },
    { error: 'expected fields such as title and description' },
  )
  .transform((data) => ({ ...data, headTitle: data.headTitle ?? data.title }));

export type FrontMatter = z.output<typeof frontMatterSchema>;

/** One line per problem, each naming the file and the field. */
function describeIssues(issues: z.core.$ZodIssue[], file: string): string {
  return issues
    .flatMap((issue) =>
      issue.code === 'unrecognized_keys'
        ? issue.keys.map(
            (key) => `${file}: front matter "${key}": unknown field; known: ${Object.keys(frontMatterSchema.in.shape).join(', ')}`,
          )
        : [
            issue.path.length > 0
              ? `${file}: front matter "${String(issue.path[0])}": ${issue.message}`
              : `${file}: front matter: ${issue.message}`,
          ],
    )
    .join('\n');
}

/** Checks the parsed YAML of `file`'s front matter and applies the defaults; throws naming the file and each wrong field. */
export function parseFrontMatter(data: unknown, file: string): FrontMatter {
  const result = frontMatterSchema.safeParse(data);
  if (!result.success) {
    throw new Error(describeIssues(result.error.issues, file));
  }
  return result.data;
}
