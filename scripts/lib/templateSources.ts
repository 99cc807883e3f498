/** Build time: a template's folder read, checked and published as TypeScript and JavaScript (see scripts/generate-template-sources.ts). */
import fs from 'node:fs';
import path from 'node:path';
import { toJavaScript } from '../../src/content/demos/demoSources';
import { highlightCode } from '../../src/content/renderMarkdown';
import { javaScriptFileName, sortTemplateFiles, type TemplateSource } from '../../src/templates/templateSource';
import { templateId, type Template, type TemplateProduct } from '../../src/templates/templateRoutes';

/** The packages a product's template may import: what a reader's sandbox installs for it. */
const ALLOWED_PACKAGES: Record<TemplateProduct, { pattern: RegExp; names: string }> = {
  material: { pattern: /^(react|react-dom|@mui\/material|@mui\/icons-material)(\/|$)/, names: 'React, Material UI and its icons' },
  joy: { pattern: /^(react|react-dom|@mui\/joy|@mui\/icons-material)(\/|$)/, names: 'React, Joy UI and Material icons' },
};

/** A template's folder: `data/<product>/templates/<slug>/`. */
export function templateFolder(root: string, { product, slug }: Pick<Template, 'product' | 'slug'>): string {
  return path.join(root, 'data', product, 'templates', slug);
}

/**
 * Problems that would break the template outside this site: an import of a package it may not
 * use, or a relative import that leaves its folder or names no file of it.
 */
export function templateImportProblems(files: Record<string, string>, product: TemplateProduct = 'material'): string[] {
  const problems: string[] = [];
  const modules = new Set(Object.keys(files).map((name) => name.replace(/\.tsx?$/, '')));
  if (!files['App.tsx']) {
    problems.push('there is no App.tsx, the entry');
  }
  for (const [name, source] of Object.entries(files)) {
    for (const match of source.matchAll(/(?:from\s+|import\s+|import\()\s*['"]([^'"]+)['"]/g)) {
      const specifier = match[1];
      if (specifier.startsWith('.')) {
        if (!/^\.\/[\w-]+$/.test(specifier) || !modules.has(specifier.slice(2))) {
          problems.push(`${name} imports ${specifier}, which is not a file of the folder`);
        }
      } else if (!ALLOWED_PACKAGES[product].pattern.test(specifier)) {
        problems.push(`${name} imports ${specifier}; templates use only ${ALLOWED_PACKAGES[product].names}`);
      }
    }
  }
  return problems;
}

/** The TypeScript files of a template's folder, by name (no sub-folders: the sandbox flattens nothing). */
export function readTemplateFolder(folder: string): Record<string, string> {
  const entries = fs.readdirSync(folder, { withFileTypes: true });
  const nested = entries.find((entry) => entry.isDirectory());
  if (nested) {
    throw new Error(`${folder}: templates keep all their files in one folder, found ${nested.name}/`);
  }
  return Object.fromEntries(
    entries
      .filter((entry) => /\.tsx?$/.test(entry.name))
      .map((entry) => [entry.name, fs.readFileSync(path.join(folder, entry.name), 'utf8')]),
  );
}

/** A template's source in both languages, highlighted. */
export async function buildTemplateSource(info: Template, files: Record<string, string>): Promise<TemplateSource> {
  const problems = templateImportProblems(files, info.product);
  if (problems.length > 0) {
    throw new Error(`The ${templateId(info)} template: ${problems.join('; ')}`);
  }
  const names = sortTemplateFiles(Object.keys(files).map((name) => ({ name })));
  const TS = await Promise.all(names.map(async ({ name }) => ({ name, code: files[name], html: await highlightCode(files[name], 'tsx') })));
  const JS = await Promise.all(
    names.map(async ({ name }) => {
      const code = await toJavaScript(files[name], name);
      return { name: javaScriptFileName(name), code, html: await highlightCode(code, 'jsx') };
    }),
  );
  return { id: templateId(info), title: info.title, TS, JS };
}
