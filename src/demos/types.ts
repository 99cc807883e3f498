export type StylingKey = 'system' | 'tailwind' | 'css';

/** The library whose default theme a page's demos render in: Joy UI's tree, or Material UI's for every other. */
export type DemoLibrary = 'material' | 'joy';

/** Highlighted HTML of one styling of a demo, in each language, with the files it needs. */
export interface DemoCode {
  ts: string;
  js: string;
  /** Extra files the variant needs (its CSS module), by name, as plain text. */
  files?: Record<string, string>;
}

/** A demo's full code, fetched from `codeUrl` when the reader first needs it. */
export type DemoCodeFile = Partial<Record<StylingKey, DemoCode>>;

/** What a page receives about one of its demos. */
export interface DemoData {
  name: string;
  /** Key of the demo's component in the generated registry. */
  key: string;
  stylings: StylingKey[];
  codeUrl: string;
  /** The stylings with a preview: short JSX shown before the reader opens the code (see demoPreviews.ts). */
  previewStylings: StylingKey[];
  /** The MUI X plan the demo needs (it imports a Pro or Premium package), shown on the demo. */
  plan?: 'pro' | 'premium';
}
