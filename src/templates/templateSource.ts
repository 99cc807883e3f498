import type { CodeVariant } from '../utils/codeVariant';

/** One file of a template in one language: its text and its highlighted HTML (both colour schemes). */
export interface TemplateFileVariant {
  name: string;
  code: string;
  html: string;
}

/**
 * A template's source as the build publishes it (`scripts/generate-template-sources.ts`): the
 * files of its folder in TypeScript and, generated from them, JavaScript. Fetched when a reader
 * opens the source or a sandbox, so the template's page does not carry it.
 */
export interface TemplateSource {
  /** The template's id among all products' (`templateId`). */
  id: string;
  title: string;
  TS: TemplateFileVariant[];
  JS: TemplateFileVariant[];
}

export const TEMPLATE_SOURCE_DIR = '/static/templates';

export function templateSourceUrl(id: string): string {
  return `${TEMPLATE_SOURCE_DIR}/${id}.json`;
}

/** `App.tsx` → `App.js`, `data.ts` → `data.js`: a file's name in the JavaScript variant. */
export function javaScriptFileName(name: string): string {
  return name.replace(/\.tsx?$/, '.js');
}

/** The entry first, then the others by name: the order a reader meets them in. */
export function sortTemplateFiles<T extends { name: string }>(files: T[]): T[] {
  const isEntry = (name: string) => /^App\.(tsx|js)$/.test(name);
  return [...files].sort((a, b) => Number(isEntry(b.name)) - Number(isEntry(a.name)) || a.name.localeCompare(b.name));
}

/** Checks what a fetch returned before the page trusts it with highlighted HTML. */
export function parseTemplateSource(value: unknown, id: string): TemplateSource {
  const source = value as Partial<TemplateSource> | null;
  const isFileList = (files: unknown): files is TemplateFileVariant[] =>
    Array.isArray(files) &&
    files.length > 0 &&
    files.every(
      (file: Partial<TemplateFileVariant> | null) =>
        typeof file?.name === 'string' && typeof file.code === 'string' && typeof file.html === 'string',
    );
  if (!source || source.id !== id || typeof source.title !== 'string' || !isFileList(source.TS) || !isFileList(source.JS)) {
    throw new Error(`The source of the ${id} template is not in the expected form`);
  }
  return source as TemplateSource;
}

export function filesOf(source: TemplateSource, variant: CodeVariant): TemplateFileVariant[] {
  return variant === 'JS' ? source.JS : source.TS;
}
