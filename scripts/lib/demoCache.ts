/**
 * The on-disk cache of built demos (`.demo-cache/<key>.json`, the JSON the generator publishes):
 * what a demo's key is made of, read from the project, and the cache's reads and writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { cssModuleImports, demoCacheKey, type KeyedFile } from './demoCacheKey';
import type { DemoSource } from '../../src/content/demos/demoFiles';

export const DEMO_CACHE_DIR = '.demo-cache';

/** The tools whose output the built code is: TypeScript → JavaScript, layout, highlighting. */
const TOOLS = [
  '@babel/core',
  '@babel/preset-typescript',
  '@babel/plugin-transform-typescript',
  'prettier',
  'shiki',
  '@shikijs/langs',
  '@shikijs/themes',
];

/** The generator's code: a change to any of these may change every demo's output. */
const GENERATOR_FILES = [
  'scripts/lib/demoBuildWorker.ts',
  'src/content/demos/commercialImports.ts',
  'src/content/demos/demoCode.ts',
  'src/content/demos/demoFiles.ts',
  'src/content/demos/demoSources.ts',
  'src/content/pairedThemes.ts',
  'src/content/renderMarkdown.ts',
  'src/demos/types.ts',
];

function readKeyed(root: string, file: string): KeyedFile {
  const absolute = path.resolve(root, file);
  const relative = path.relative(root, absolute).split(path.sep).join('/');
  return { path: relative, contents: fs.existsSync(absolute) ? fs.readFileSync(absolute) : null };
}

/** What every demo's key shares (read once per run): tool versions and the generator's sources. */
export interface SharedKeyParts {
  tools: Record<string, string>;
  generator: KeyedFile[];
}

export function readSharedKeyParts(root: string): SharedKeyParts {
  const tools = Object.fromEntries(
    TOOLS.map((name) => [
      name,
      JSON.parse(fs.readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')).version as string,
    ]),
  );
  return { tools, generator: GENERATOR_FILES.map((file) => readKeyed(root, file)) };
}

/** The cache key of a demo: its key, every styling's source and the CSS modules they import. */
export function demoCacheKeyFor(root: string, demo: string, source: DemoSource, shared: SharedKeyParts): string {
  const sources: KeyedFile[] = [];
  for (const file of Object.values(source.files)) {
    const keyed = readKeyed(root, file);
    sources.push(keyed);
    for (const css of cssModuleImports(keyed.contents?.toString('utf8') ?? '')) {
      sources.push(readKeyed(root, path.join(path.dirname(file), css)));
    }
  }
  return demoCacheKey({ demo, sources, ...shared });
}

export class DemoCache {
  private readonly dir: string;
  private readonly used = new Set<string>();

  constructor(root: string) {
    this.dir = path.join(root, DEMO_CACHE_DIR);
    fs.mkdirSync(this.dir, { recursive: true });
  }

  private file(key: string): string {
    return path.join(this.dir, `${key}.json`);
  }

  /** The built JSON under `key`, or null on a miss. */
  read(key: string): string | null {
    this.used.add(key);
    try {
      return fs.readFileSync(this.file(key), 'utf8');
    } catch {
      return null;
    }
  }

  /** Written beside, then renamed: an interrupted run never leaves a truncated entry. */
  write(key: string, json: string): void {
    this.used.add(key);
    const temporary = `${this.file(key)}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, json);
    fs.renameSync(temporary, this.file(key));
  }

  /** Deletes the entries this run did not use, so the cache stays the size of the current demos. */
  prune(): void {
    for (const name of fs.readdirSync(this.dir)) {
      if (!this.used.has(name.replace(/\.json$/, ''))) {
        fs.rmSync(path.join(this.dir, name), { force: true });
      }
    }
  }
}
