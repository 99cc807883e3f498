import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COMPILE_HINT, hintScriptChunks, withCompileHint } from '../../scripts/lib/compileHints';

describe('withCompileHint', () => {
  it("makes V8's magic comment the script's first line, once", () => {
    const source = '(globalThis.TURBOPACK||(globalThis.TURBOPACK=[])).push([1,(e)=>{}]);';
    const hinted = withCompileHint(source);
    expect(hinted.split('\n')[0]).toBe('//# allFunctionsCalledOnLoad');
    expect(hinted.slice(COMPILE_HINT.length)).toBe(source);
    expect(withCompileHint(hinted)).toBe(hinted);
  });
});

describe('hintScriptChunks', () => {
  let outDir: string;
  const chunk = (name: string) => path.join(outDir, '_next', 'static', 'chunks', name);

  beforeEach(() => {
    outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
    fs.mkdirSync(chunk('folder.js'), { recursive: true });
    fs.writeFileSync(chunk('a.js'), 'console.log("a");');
    fs.writeFileSync(chunk('b.js'), 'console.log("b");');
    fs.writeFileSync(chunk('page.css'), 'body{margin:0}');
  });

  afterEach(() => {
    fs.rmSync(outDir, { recursive: true, force: true });
  });

  it('hints every script chunk and nothing else, and a second pass changes nothing', () => {
    expect(hintScriptChunks(outDir)).toBe(2);
    expect(fs.readFileSync(chunk('a.js'), 'utf8')).toBe(`${COMPILE_HINT}console.log("a");`);
    expect(fs.readFileSync(chunk('b.js'), 'utf8')).toBe(`${COMPILE_HINT}console.log("b");`);
    expect(fs.readFileSync(chunk('page.css'), 'utf8')).toBe('body{margin:0}');
    expect(hintScriptChunks(outDir)).toBe(0);
    expect(fs.readFileSync(chunk('a.js'), 'utf8')).toBe(`${COMPILE_HINT}console.log("a");`);
  });
});
