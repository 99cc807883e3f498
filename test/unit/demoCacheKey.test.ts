/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cssModuleImports, demoCacheKey, type DemoCacheInput } from '../../scripts/lib/demoCacheKey';
import { demoCacheKeyFor, type SharedKeyParts } from '../../scripts/lib/demoCache';

const INPUT: DemoCacheInput = {
  demo: 'material/content/material-ui/react-button/BasicButtons',
  sources: [
    { path: 'data/material/content/material-ui/react-button/BasicButtons.tsx', contents: 'export default function BasicButtons() {}\n' },
  ],
  tools: { '@babel/core': '7.29.13', prettier: '3.10.1', shiki: '4.6.0' },
  generator: [{ path: 'src/content/demos/demoCode.ts', contents: 'export {};\n' }],
};

describe('demoCacheKey', () => {
  it('stays the same while nothing changes, whatever the order of files and tools', () => {
    const reordered: DemoCacheInput = {
      ...INPUT,
      sources: [...INPUT.sources, { path: 'a.module.css', contents: '.a{}' }].reverse(),
      tools: Object.fromEntries(Object.entries(INPUT.tools).reverse()),
    };
    expect(demoCacheKey({ ...INPUT })).toBe(demoCacheKey(INPUT));
    expect(demoCacheKey(reordered)).toBe(
      demoCacheKey({ ...INPUT, sources: [...INPUT.sources, { path: 'a.module.css', contents: '.a{}' }] }),
    );
  });

  it('changes when one byte of a source changes', () => {
    const edited = { ...INPUT, sources: [{ ...INPUT.sources[0], contents: 'export default function BasicButtons() {};\n' }] };
    expect(demoCacheKey(edited)).not.toBe(demoCacheKey(INPUT));
  });

  it('changes when a tool version changes', () => {
    expect(demoCacheKey({ ...INPUT, tools: { ...INPUT.tools, shiki: '4.6.1' } })).not.toBe(demoCacheKey(INPUT));
    expect(demoCacheKey({ ...INPUT, tools: { ...INPUT.tools, '@babel/preset-typescript': '7.29.7' } })).not.toBe(demoCacheKey(INPUT));
  });

  it("changes when the generator's code changes", () => {
    expect(demoCacheKey({ ...INPUT, generator: [{ ...INPUT.generator[0], contents: 'export {}; \n' }] })).not.toBe(demoCacheKey(INPUT));
  });

  it('changes with the demo (its key is in the output) and with a file that goes missing', () => {
    expect(demoCacheKey({ ...INPUT, demo: `${INPUT.demo}Scale0001` })).not.toBe(demoCacheKey(INPUT));
    expect(demoCacheKey({ ...INPUT, sources: [{ ...INPUT.sources[0], contents: null }] })).not.toBe(
      demoCacheKey({ ...INPUT, sources: [{ ...INPUT.sources[0], contents: '' }] }),
    );
  });

  it('does not let two fields run together', () => {
    const split = (first: string, second: string) =>
      demoCacheKey({
        ...INPUT,
        sources: [
          { path: 'a.tsx', contents: first },
          { path: 'b.tsx', contents: second },
        ],
      });
    expect(split('ab', 'c')).not.toBe(split('a', 'bc'));
  });
});

describe('cssModuleImports', () => {
  it('finds the CSS modules a source imports, with either quote, once each', () => {
    const source =
      "import styles from './css.module.css';\nimport other from \"./other-file.module.css\";\nimport again from './css.module.css';\nimport './global.css';\n";
    expect(cssModuleImports(source)).toEqual(['css.module.css', 'other-file.module.css']);
  });
});

describe('demoCacheKeyFor', () => {
  const shared: SharedKeyParts = { tools: INPUT.tools, generator: INPUT.generator };
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'demo-cache-key-'));
    fs.mkdirSync(path.join(root, 'Demo'));
    fs.writeFileSync(path.join(root, 'Demo', 'css.tsx'), "import styles from './css.module.css';\n");
    fs.writeFileSync(path.join(root, 'Demo', 'css.module.css'), '.root { color: red; }\n');
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('reads the CSS modules a styling imports into the key', () => {
    const key = () => demoCacheKeyFor(root, 'Demo', { name: 'Demo', files: { css: path.join(root, 'Demo', 'css.tsx') } }, shared);
    const before = key();
    expect(key()).toBe(before);
    fs.writeFileSync(path.join(root, 'Demo', 'css.module.css'), '.root { color: blue; }\n');
    expect(key()).not.toBe(before);
  });
});
