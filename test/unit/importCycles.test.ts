/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * No module of the project imports itself through others: a cycle makes the order in which
 * modules initialise depend on which one is loaded first, and ties layers that should stand alone.
 * Type-only imports count too: they are how one layer comes to know another's model.
 */
const root = path.resolve(__dirname, '../..');
const SOURCE_FOLDERS = ['src', 'pages', 'scripts'];
const EXTENSIONS = ['.ts', '.tsx'];

function sourceFilesUnder(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) {
      return sourceFilesUnder(full);
    }
    return EXTENSIONS.includes(path.extname(entry.name)) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The file a relative specifier names: as written, with an extension, or a folder's index. */
function resolveRelative(fromFile: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(fromFile), specifier);
  const candidates = [
    base,
    ...EXTENSIONS.map((extension) => `${base}${extension}`),
    ...EXTENSIONS.map((extension) => path.join(base, `index${extension}`)),
  ];
  return (
    candidates.find(
      (candidate) => EXTENSIONS.includes(path.extname(candidate)) && fs.existsSync(candidate) && fs.statSync(candidate).isFile(),
    ) ?? null
  );
}

/** The project files a file imports: static, re-exported, type-only and dynamic imports alike. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(fs.readFileSync(file, 'utf8'), true, true);
  return importedFiles
    .map(({ fileName }) => fileName)
    .filter((specifier) => specifier.startsWith('.'))
    .flatMap((specifier) => resolveRelative(file, specifier) ?? []);
}

/** Every import cycle a depth-first walk meets, each as the files around it, first file repeated at the end. */
function findCycles(entryFiles: string[]): string[][] {
  const state = new Map<string, 'visiting' | 'done'>();
  const stack: string[] = [];
  const cycles: string[][] = [];
  const visit = (file: string) => {
    state.set(file, 'visiting');
    stack.push(file);
    for (const imported of importsOf(file)) {
      if (state.get(imported) === 'visiting') {
        cycles.push([...stack.slice(stack.indexOf(imported)), imported]);
      } else if (!state.has(imported)) {
        visit(imported);
      }
    }
    stack.pop();
    state.set(file, 'done');
  };
  for (const file of entryFiles) {
    if (!state.has(file)) {
      visit(file);
    }
  }
  return cycles;
}

describe('import cycles', () => {
  it('has none in src/, pages/ and scripts/ (following imports wherever they lead)', () => {
    const entryFiles = SOURCE_FOLDERS.flatMap((folder) => sourceFilesUnder(path.join(root, folder)));
    const cycles = findCycles(entryFiles).map((cycle) => cycle.map((file) => path.relative(root, file)).join(' → '));
    expect(cycles).toEqual([]);
  });
});
