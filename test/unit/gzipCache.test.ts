/**
 * @jest-environment node
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { createGzipCache } from '../../scripts/lib/gzipCache';

describe('createGzipCache', () => {
  let dir: string;
  const file = (name: string) => path.join(dir, name);

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'gzip-cache-'));
  });

  afterEach(() => {
    fs.rmSync(dir, { recursive: true, force: true });
  });

  /** A compressor that counts its calls and whose output is exactly `size` bytes of the input's first byte. */
  function countingCompressor(size = 10) {
    const calls: string[] = [];
    const compress = async (data: Buffer) => {
      calls.push(data.toString());
      return Buffer.alloc(size, data[0]);
    };
    return { calls, compress };
  }

  it('compresses a file once while it stays the same, with gzip by default', async () => {
    fs.writeFileSync(file('page.html'), 'a page '.repeat(100));
    const cache = createGzipCache(1024 * 1024);
    const first = await cache.get(file('page.html'));
    expect(zlib.gunzipSync(first).toString()).toBe('a page '.repeat(100));
    await expect(cache.get(file('page.html'))).resolves.toBe(first);
    expect(cache.heldBytes()).toBe(first.length);

    const { calls, compress } = countingCompressor();
    const counted = createGzipCache(1024, compress);
    await Promise.all([counted.get(file('page.html')), counted.get(file('page.html'))]);
    await counted.get(file('page.html'));
    expect(calls).toHaveLength(1);
  });

  it('compresses a file again once its content or modification time changed', async () => {
    const { calls, compress } = countingCompressor();
    const cache = createGzipCache(1024, compress);
    fs.writeFileSync(file('a.js'), 'one');
    await cache.get(file('a.js'));
    fs.writeFileSync(file('a.js'), 'two, longer');
    await cache.get(file('a.js'));
    const later = new Date(Date.now() + 60000);
    fs.utimesSync(file('a.js'), later, later);
    await cache.get(file('a.js'));
    expect(calls).toEqual(['one', 'two, longer', 'two, longer']);
    expect(cache.heldBytes()).toBe(10);
  });

  it('holds at most its limit, dropping the least recently used body first', async () => {
    const { calls, compress } = countingCompressor(10);
    const cache = createGzipCache(25, compress);
    for (const name of ['a', 'b', 'c']) {
      fs.writeFileSync(file(name), name);
    }
    await cache.get(file('a'));
    await cache.get(file('b'));
    await cache.get(file('a'));
    // 30 bytes over a limit of 25: b, used least recently, goes.
    await cache.get(file('c'));
    expect(cache.heldBytes()).toBe(20);
    await cache.get(file('a'));
    await cache.get(file('c'));
    expect(calls).toEqual(['a', 'b', 'c']);
    await cache.get(file('b'));
    expect(calls).toEqual(['a', 'b', 'c', 'b']);
  });

  it('rejects for a file it cannot read, and keeps nothing of it', async () => {
    const { calls, compress } = countingCompressor();
    const cache = createGzipCache(1024, compress);
    await expect(cache.get(file('missing.js'))).rejects.toThrow(/ENOENT/);
    fs.writeFileSync(file('missing.js'), 'here now');
    await cache.get(file('missing.js'));
    expect(calls).toEqual(['here now']);
    expect(cache.heldBytes()).toBe(10);
  });

  it('keeps nothing of a compression that failed', async () => {
    let fail = true;
    const cache = createGzipCache(1024, async (data) => {
      if (fail) {
        throw new Error('compression failed');
      }
      return data;
    });
    fs.writeFileSync(file('a.js'), 'a');
    await expect(cache.get(file('a.js'))).rejects.toThrow('compression failed');
    fail = false;
    await expect(cache.get(file('a.js'))).resolves.toEqual(Buffer.from('a'));
  });
});
