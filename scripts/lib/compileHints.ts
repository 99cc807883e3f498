import fs from 'node:fs';
import path from 'node:path';

/**
 * V8's explicit compile hint (Chrome 136 and later; to other engines, a comment). Without it V8
 * only pre-parses a script's functions as it loads the script, and compiles each one on the main
 * thread the first time it runs: at load, that was most of the task in which Turbopack's runtime
 * instantiates the page's modules, and much of React's hydration. With it, V8 compiles every
 * function of the file while the script streams in, on a background thread. A chunk's code runs
 * when the chunk loads (Turbopack splits by what a page or an island needs), so little is compiled
 * for nothing. It must be the file's first line.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

export function withCompileHint(source: string): string {
  return source.startsWith(COMPILE_HINT) ? source : COMPILE_HINT + source;
}

/**
 * Puts the hint at the top of every script chunk of an exported site (`out/_next/static/chunks/`,
 * where Turbopack writes them side by side). The files keep their names: the hint is the same in
 * every build, so a name still stands for one content. Returns how many files it changed.
 */
export function hintScriptChunks(outDir: string): number {
  const chunksDir = path.join(outDir, '_next', 'static', 'chunks');
  let hinted = 0;
  for (const name of fs.readdirSync(chunksDir)) {
    const file = path.join(chunksDir, name);
    if (!name.endsWith('.js') || !fs.statSync(file).isFile()) {
      continue;
    }
    const source = fs.readFileSync(file, 'utf8');
    const hintedSource = withCompileHint(source);
    if (hintedSource !== source) {
      fs.writeFileSync(file, hintedSource);
      hinted += 1;
    }
  }
  return hinted;
}
