/**
 * Shared by the unit and e2e jest configurations: both load the build-time content layer
 * (src/content), whose Markdown pipeline ships only ES modules.
 */
import fs from 'node:fs';
import path from 'node:path';

/** The build-time Markdown pipeline (src/content): its packages and theirs ship only ES modules. */
const MARKDOWN_PIPELINE = [
  'unified',
  'remark-parse',
  'remark-gfm',
  'remark-rehype',
  'rehype-stringify',
  '@shikijs/rehype',
  'shiki',
  'github-slugger',
  'hast-util-to-string',
  'unist-util-visit',
];

/** Where Node finds package `name` from `fromDir`: the nearest node_modules holding it. */
function packageDir(name, fromDir) {
  for (let dir = fromDir; ; dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'node_modules', name);
    if (fs.existsSync(path.join(candidate, 'package.json'))) {
      return candidate;
    }
    if (dir === path.dirname(dir)) {
      throw new Error(`jest: cannot find ${name} from ${fromDir}`);
    }
  }
}

/**
 * The names of the ES-module-only packages among `roots` and everything they depend on. Jest runs
 * CommonJS on Node 20 and cannot load them as they are, so SWC compiles them like our own code.
 */
function esModuleOnlyPackages(roots) {
  const esm = new Set();
  const seen = new Set();
  const queue = roots.map((name) => ({ name, dir: packageDir(name, process.cwd()) }));
  while (queue.length > 0) {
    const { name, dir } = queue.shift();
    if (seen.has(dir)) {
      continue;
    }
    seen.add(dir);
    const manifest = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8'));
    if (manifest.type === 'module') {
      esm.add(name);
    }
    for (const dependency of Object.keys(manifest.dependencies ?? {})) {
      queue.push({ name: dependency, dir: packageDir(dependency, dir) });
    }
  }
  return [...esm];
}

const escape = (name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const transformedPackages = esModuleOnlyPackages(MARKDOWN_PIPELINE).map(escape).join('|');

/**
 * next/jest ignores all of node_modules but its own packages, and custom patterns can only add to
 * that list; this replaces its node_modules pattern with one that lets the pipeline's packages through.
 */
export function transformingPipeline(config) {
  return {
    ...config,
    transformIgnorePatterns: [
      // A file in node_modules is left alone unless the innermost package holding it is one of those.
      `^(?!.*/node_modules/(?:${transformedPackages})/(?!.*/node_modules/)).*/node_modules/`,
      ...config.transformIgnorePatterns.filter((pattern) => !pattern.includes('node_modules')),
    ],
  };
}
