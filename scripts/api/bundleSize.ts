import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type BuildOptions, type Message, type Plugin } from 'esbuild';

export interface BundleSize {
  minified: number;
  gzip: number;
}

export interface MeasureOptions {
  cwd?: string;
}

export interface ComponentSize {
  path: BundleSize;
  named: BundleSize;
}

// The host app supplies React and the styling engine, so their bytes are not the component's cost.
const EXTERNALS = [
  'react',
  'react-dom',
  'react/jsx-runtime',
  'react-dom/*',
  '@emotion/react',
  '@emotion/styled',
  '@emotion/*',
  '@mui/styled-engine',
];

const BUILD_OPTIONS = {
  bundle: true,
  minify: true,
  format: 'esm',
  write: false,
  platform: 'browser',
  target: 'es2020',
  treeShaking: true,
  logLevel: 'silent',
  external: EXTERNALS,
  // Strips development-only branches (prop-types, warnings) the way a production app build would.
  define: { 'process.env.NODE_ENV': '"production"' },
} satisfies BuildOptions;

function sizeOf(contents: Uint8Array): BundleSize {
  return { minified: contents.byteLength, gzip: gzipSync(contents, { level: 9 }).byteLength };
}

export async function measureImport(code: string, options: MeasureOptions = {}): Promise<BundleSize> {
  const result = await build({ ...BUILD_OPTIONS, stdin: { contents: code, resolveDir: options.cwd ?? process.cwd(), loader: 'js' } });
  // stdin with no outfile yields exactly one output.
  return sizeOf(result.outputFiles[0].contents);
}

export async function measureComponent(pkg: string, name: string, options?: MeasureOptions): Promise<ComponentSize> {
  const [viaPath, named] = await Promise.all([
    measureImport(`import X from '${pkg}/${name}'; export default X;`, options),
    measureImport(`export { ${name} } from '${pkg}';`, options),
  ]);
  return { path: viaPath, named };
}

const ENTRY_NAMESPACE = 'size-entry';

/** An esbuild plugin that serves each entry's code from `sources` (key → code). */
function sizeEntries(sources: Map<string, string>, cwd: string): Plugin {
  return {
    name: 'size-entries',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${ENTRY_NAMESPACE}:`) }, (args) => ({
        path: args.path.slice(ENTRY_NAMESPACE.length + 1),
        namespace: ENTRY_NAMESPACE,
      }));
      build.onLoad({ filter: /.*/, namespace: ENTRY_NAMESPACE }, (args) => ({
        contents: sources.get(args.path),
        loader: 'js',
        resolveDir: cwd,
      }));
    },
  };
}

/** An import esbuild could not resolve: the file that has it (as the metafile names files) and why. */
interface Unresolved {
  importer: string;
  specifier: string;
  reason: string;
}

/** The imports a failed build could not resolve, or null when any of its errors is of another kind. */
function unresolvedImports(error: unknown): Unresolved[] | null {
  const messages = (error as { errors?: Message[] }).errors ?? [];
  const found = messages.map((message) => {
    const specifier = /^Could not resolve "(.+)"$/.exec(message.text)?.[1];
    const file = message.location?.file;
    if (!specifier || !file) {
      return null;
    }
    const importer =
      message.location!.namespace && message.location!.namespace !== 'file' ? `${message.location!.namespace}:${file}` : file;
    return { importer, specifier, reason: message.text };
  });
  return found.length > 0 && found.every(Boolean) ? (found as Unresolved[]) : null;
}

/** Leaves the given imports, and only those (same file, same specifier), external. */
function leaveExternal(imports: Unresolved[], cwd: string): Plugin {
  const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const specifiers = [...new Set(imports.map((item) => item.specifier))];
  return {
    name: 'leave-external',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^(?:${specifiers.map(escape).join('|')})$`) }, (args) => {
        const importer = args.namespace === 'file' ? path.relative(cwd, args.importer) : `${args.namespace}:${args.importer}`;
        return imports.some((item) => item.importer === importer && item.specifier === args.path)
          ? { path: args.path, external: true }
          : undefined;
      });
    },
  };
}

/**
 * Bundles each source in one esbuild build, one entry each: the packages' files are parsed once,
 * and each entry is still bundled and tree-shaken on its own, so its size is what `measureImport`
 * gives. An entry whose bundle includes an unresolved import gets the reason instead of a size:
 * a build that fails on such imports alone is run again with them left external, so that one
 * component's missing dependency does not fail the others. (Resolving every import through a
 * plugin instead crossed into JavaScript for each one: 22 of the API step's 53 s were spent so.)
 */
async function measureEntries(sources: Map<string, string>, cwd: string): Promise<Map<string, BundleSize | string>> {
  const keys = [...sources.keys()];
  const options = {
    ...BUILD_OPTIONS,
    entryPoints: keys.map((key, index) => ({ in: `${ENTRY_NAMESPACE}:${key}`, out: String(index) })),
    outdir: path.join(cwd, 'size-out'),
    absWorkingDir: cwd,
    metafile: true,
  } satisfies BuildOptions;
  let unresolved: Unresolved[] = [];
  let result;
  try {
    result = await build({ ...options, plugins: [sizeEntries(sources, cwd)] });
  } catch (error) {
    unresolved = unresolvedImports(error) ?? [];
    if (unresolved.length === 0) {
      throw error;
    }
    result = await build({ ...options, plugins: [sizeEntries(sources, cwd), leaveExternal(unresolved, cwd)] });
  }
  const reasons = new Map(unresolved.map((item) => [item.importer, item.reason]));
  const measured = new Map<string, BundleSize | string>();
  for (const file of result.outputFiles) {
    const inputs = Object.keys(result.metafile.outputs[path.relative(cwd, file.path)].inputs);
    measured.set(
      keys[Number(path.basename(file.path, '.js'))],
      inputs.map((input) => reasons.get(input)).find(Boolean) ?? sizeOf(file.contents),
    );
  }
  return measured;
}

/** The names a package's root exports, from the metafile of one build of it. */
async function rootExports(pkg: string, cwd: string): Promise<Set<string>> {
  const sources = new Map([['root', `export * from '${pkg}';`]]);
  const result = await build({
    ...BUILD_OPTIONS,
    minify: false,
    entryPoints: [`${ENTRY_NAMESPACE}:root`],
    outdir: path.join(cwd, 'size-out'),
    absWorkingDir: cwd,
    metafile: true,
    plugins: [sizeEntries(sources, cwd)],
  });
  return new Set(Object.values(result.metafile.outputs)[0].exports);
}

/**
 * Measures many components' path and named imports in one build (see `measureEntries`). A name
 * its package's root does not export has no named import to measure: it is reported before the
 * build, which such an import would fail as a whole.
 */
export async function measureMany(
  items: { pkg: string; name: string }[],
  options: MeasureOptions = {},
): Promise<{ sizes: Record<string, ComponentSize>; errors: string[] }> {
  const cwd = options.cwd ?? process.cwd();
  const packages = [...new Set(items.map((item) => item.pkg))];
  const exported = new Map(await Promise.all(packages.map(async (pkg) => [pkg, await rootExports(pkg, cwd)] as const)));
  const sources = new Map<string, string>();
  const notExported = new Map<string, string>();
  for (const { pkg, name } of items) {
    sources.set(`${pkg}/${name}/path`, `import X from '${pkg}/${name}'; export default X;`);
    if (exported.get(pkg)!.has(name)) {
      sources.set(`${pkg}/${name}/named`, `export { ${name} } from '${pkg}';`);
    } else {
      notExported.set(`${pkg}/${name}/named`, `"${pkg}" does not export "${name}"`);
    }
  }
  const measured = new Map([...(await measureEntries(sources, cwd)), ...notExported]);
  const sizes: Record<string, ComponentSize> = {};
  const errors: string[] = [];
  for (const { pkg, name } of items) {
    const key = `${pkg}/${name}`;
    const viaPath = measured.get(`${key}/path`)!;
    const named = measured.get(`${key}/named`)!;
    if (typeof viaPath === 'string' || typeof named === 'string') {
      errors.push(`${key}: ${typeof viaPath === 'string' ? viaPath : named}`);
    } else {
      sizes[key] = { path: viaPath, named };
    }
  }
  return { sizes, errors };
}
