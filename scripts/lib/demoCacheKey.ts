/** The cache key of one demo's built code: no file access, so unit-tested. */
import crypto from 'node:crypto';

/** One file the demo's build reads; `contents` is null when it is missing (the build then fails, and so must a lookup). */
export interface KeyedFile {
  /** Relative to the project root, so two copies of the project share keys. */
  path: string;
  contents: string | Buffer | null;
}

export interface DemoCacheInput {
  /** The demo's key (`material/content/…/BasicButtons`): the built output contains it. */
  demo: string;
  /** Every styling's source and every CSS module they import. */
  sources: KeyedFile[];
  /** Version of each tool the output depends on (Babel, Prettier, shiki). */
  tools: Record<string, string>;
  /** The generator's own source files. */
  generator: KeyedFile[];
}

/**
 * The CSS modules a demo source imports (`from './css.module.css'`), with either quote: the
 * build reads those it finds after Prettier has made every quote single, a subset of these.
 */
export function cssModuleImports(source: string): string[] {
  return [...new Set([...source.matchAll(/from\s+['"]\.\/([\w-]+\.module\.css)['"]/g)].map((match) => match[1]))];
}

/** SHA-256 over every input, each field length-prefixed so that no two inputs run together. */
export function demoCacheKey(input: DemoCacheInput): string {
  const hash = crypto.createHash('sha256');
  const field = (value: string | Buffer | null) => {
    if (value === null) {
      hash.update('-1:');
      return;
    }
    const bytes = typeof value === 'string' ? Buffer.from(value, 'utf8') : value;
    hash.update(`${bytes.length}:`);
    hash.update(bytes);
  };
  const files = (label: string, list: KeyedFile[]) => {
    field(`${label}:${list.length}`);
    for (const file of [...list].sort((a, b) => a.path.localeCompare(b.path))) {
      field(file.path);
      field(file.contents);
    }
  };
  field(input.demo);
  files('sources', input.sources);
  const tools = Object.entries(input.tools).sort(([a], [b]) => a.localeCompare(b));
  field(`tools:${tools.length}`);
  for (const [name, version] of tools) {
    field(name);
    field(version);
  }
  files('generator', input.generator);
  return hash.digest('hex');
}
