/** One live template, as its product's list (`data/<product>/templates/templates.ts`) gives it. */
export interface TemplateInfo {
  slug: string;
  title: string;
  /** One sentence for the gallery card and the page's description. */
  description: string;
}
