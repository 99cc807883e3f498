/** The front matter fields a page's Markdown file may set (see the README, "Authoring pages"). */
export interface FrontMatter {
  /** The page's h1, exactly its sidebar title. */
  title: string;
  description: string;
  /**
   * The page's name in the browser tab, search results and link previews: the title, or the
   * front matter's `headTitle` where the sidebar title alone would be ambiguous ("Typography").
   */
  headTitle: string;
  /** Components whose API pages the page links to. */
  components: string[];
}

function stringList(value: unknown, field: string, file: string): string[] {
  if (value === undefined) {
    return [];
  }
  if (!Array.isArray(value) || value.some((item) => typeof item !== 'string')) {
    throw new Error(`${file}: front matter "${field}" must be a list of names`);
  }
  return value;
}

/** Checks and reads the parsed front matter of `file`; throws naming the file and the field. */
export function frontMatterOf(data: Record<string, unknown>, file: string): FrontMatter {
  if (typeof data.title !== 'string' || typeof data.description !== 'string' || !data.description.trim()) {
    throw new Error(`${file}: front matter needs a title and a description`);
  }
  if (data.headTitle !== undefined && (typeof data.headTitle !== 'string' || !data.headTitle.trim())) {
    throw new Error(`${file}: front matter "headTitle" must be a non-empty text`);
  }
  return {
    title: data.title,
    description: data.description.trim(),
    headTitle: typeof data.headTitle === 'string' ? data.headTitle.trim() : data.title,
    components: stringList(data.components, 'components', file),
  };
}
