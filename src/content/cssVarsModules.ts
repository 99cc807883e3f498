/** Build time: the modules of CSS variables playgrounds (`{{css-vars:Name}}` → `Name.vars.tsx` beside the page). */
import fs from 'node:fs';
import path from 'node:path';

export const CSS_VARS_MODULE_SUFFIX = '.vars.tsx';

/** The module of a page's CSS variables playground; an error names the file it looked for. */
export function cssVarsModuleFile(pageDir: string, name: string): string {
  const file = path.join(pageDir, `${name}${CSS_VARS_MODULE_SUFFIX}`);
  if (!fs.existsSync(file)) {
    throw new Error(`{{css-vars:${name}}} needs ${path.basename(file)} beside the page`);
  }
  return file;
}

/** What the playground stands for in the page's Markdown export, where it cannot run: the variables it sets. */
export function cssVarsSummary(source: string): string {
  const names = [...new Set([...source.matchAll(/name:\s*'(--[A-Za-z0-9-]+)'/g)].map((match) => match[1]))];
  return `*A CSS variables playground with a slider for ${names.map((name) => `\`${name}\``).join(', ')}; open the page to use it.*`;
}
