import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

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

async function bundle(code: string, options: MeasureOptions = {}) {
  const result = await build({
    stdin: { contents: code, resolveDir: options.cwd ?? process.cwd(), loader: 'js' },
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
  });
  // stdin with no outfile yields exactly one output.
  return result.outputFiles[0];
}

export async function measureImport(code: string, options?: MeasureOptions): Promise<BundleSize> {
  const { contents } = await bundle(code, options);
  return { minified: contents.byteLength, gzip: gzipSync(contents, { level: 9 }).byteLength };
}

export async function measureComponent(pkg: string, name: string, options?: MeasureOptions): Promise<ComponentSize> {
  // Sequential so that measureMany's concurrency limit counts builds, not components.
  const path = await measureImport(`import X from '${pkg}/${name}'; export default X;`, options);
  const named = await measureImport(`export { ${name} } from '${pkg}';`, options);
  return { path, named };
}

export async function measureMany(
  items: { pkg: string; name: string }[],
  concurrency = 4,
  options?: MeasureOptions,
): Promise<{ sizes: Record<string, ComponentSize>; errors: string[] }> {
  if (!Number.isInteger(concurrency) || concurrency < 1) {
    throw new RangeError(`concurrency must be a positive integer, got ${concurrency}`);
  }
  const sizes: Record<string, ComponentSize> = {};
  const errors: string[] = [];
  let next = 0;
  // Each worker pulls the next item when it finishes, keeping at most `concurrency` builds in flight.
  async function worker() {
    while (next < items.length) {
      const { pkg, name } = items[next++];
      const key = `${pkg}/${name}`;
      try {
        sizes[key] = await measureComponent(pkg, name, options);
      } catch (error) {
        // One unresolvable component should not discard the others' results.
        errors.push(`${key}: ${error instanceof Error ? error.message : String(error)}`);
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(concurrency, items.length) }, worker));
  return { sizes, errors };
}
