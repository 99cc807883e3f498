/** Server-only: where a page's demos live (without the Babel and Prettier that making their variants needs). */
import fs from 'node:fs';
import path from 'node:path';
import type { StylingKey } from '../../demos/types';

export const STYLING_ORDER: readonly StylingKey[] = ['system', 'tailwind', 'css'];

export interface DemoSource {
  name: string;
  /** Source file of each styling the demo has, relative to the project root. */
  files: Partial<Record<StylingKey, string>>;
}

/**
 * A demo is `<Name>.tsx` beside the page's Markdown, or a folder `<Name>/` holding
 * `system.tsx`, `tailwind.tsx` and/or `css.tsx` (one per code styling).
 */
export function findDemoSource(pageDir: string, name: string): DemoSource {
  const single = path.join(pageDir, `${name}.tsx`);
  if (fs.existsSync(single)) {
    return { name, files: { system: single } };
  }
  const folder = path.join(pageDir, name);
  const files: DemoSource['files'] = {};
  for (const styling of STYLING_ORDER) {
    const file = path.join(folder, `${styling}.tsx`);
    if (fs.existsSync(file)) {
      files[styling] = file;
    }
  }
  if (!files.system) {
    throw new Error(`Demo ${name}: expected ${single} or ${path.join(folder, 'system.tsx')}`);
  }
  return { name, files };
}
