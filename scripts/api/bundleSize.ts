import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type BuildOptions, type Plugin } from 'esbuild';

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

/** A specifier esbuild resolves through node_modules (the only kind a documented component can miss). */
const BARE_SPECIFIER = /^[^./]/;
const ENTRY_NAMESPACE = 'size-entry';

function matchesExternal(specifier: string, external: string): boolean {
  return external.endsWith('/*') ? specifier.startsWith(external.slice(0, -1)) : specifier === external;
}

/**
 * An esbuild plugin that serves each entry's code from `sources` (key → code) and leaves an import
 * that cannot be resolved external, noting in `unresolved` which file (as the metafile names it)
 * imports it and why: one component's missing dependency does not fail the others' build.
 */
function sizeEntries(sources: Map<string, string>, cwd: string, unresolved: Map<string, string>): Plugin {
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
      build.onResolve({ filter: BARE_SPECIFIER }, async (args) => {
        // pluginData marks the resolution asked for below, which esbuild runs through this callback too.
        if (args.pluginData === ENTRY_NAMESPACE || EXTERNALS.some((external) => matchesExternal(args.path, external))) {
          return undefined;
        }
        const resolved = await build.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          namespace: args.namespace,
          pluginData: ENTRY_NAMESPACE,
        });
        if (resolved.errors.length === 0) {
          return resolved;
        }
        const importer = args.namespace === 'file' ? path.relative(cwd, args.importer) : `${args.namespace}:${args.importer}`;
        unresolved.set(importer, `Could not resolve "${args.path}"`);
        return { path: args.path, external: true };
      });
    },
  };
}

/**
 * Bundles each source in one esbuild build, one entry each: the packages' files are parsed once,
 * and each entry is still bundled and tree-shaken on its own, so its size is what `measureImport`
 * gives. An entry whose bundle includes an unresolved import gets the reason instead of a size.
 */
async function measureEntries(sources: Map<string, string>, cwd: string): Promise<Map<string, BundleSize | string>> {
  const keys = [...sources.keys()];
  const unresolved = new Map<string, string>();
  const result = await build({
    ...BUILD_OPTIONS,
    entryPoints: keys.map((key, index) => ({ in: `${ENTRY_NAMESPACE}:${key}`, out: String(index) })),
    outdir: path.join(cwd, 'size-out'),
    absWorkingDir: cwd,
    metafile: true,
    plugins: [sizeEntries(sources, cwd, unresolved)],
  });
  const measured = new Map<string, BundleSize | string>();
  for (const file of result.outputFiles) {
    const inputs = Object.keys(result.metafile.outputs[path.relative(cwd, file.path)].inputs);
    measured.set(
      keys[Number(path.basename(file.path, '.js'))],
      inputs.map((input) => unresolved.get(input)).find(Boolean) ?? sizeOf(file.contents),
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
    plugins: [sizeEntries(sources, cwd, new Map())],
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
