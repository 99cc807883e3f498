import fs from 'node:fs';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

interface Entry {
  mtimeMs: number;
  size: number;
  body: Promise<Buffer>;
  /** The compressed size once known; 0 while compressing. */
  bytes: number;
}

export interface GzipCache {
  /** The file's bytes gzip-compressed: compressed on the first request, then kept while its size and modification time stay the same. */
  get(filePath: string): Promise<Buffer>;
  /** Bytes held: the compressed bodies finished so far. */
  heldBytes(): number;
}

/**
 * The static server's compressed bodies. Without it every request compressed its file again: a
 * visit in a fresh browser context (the e2e suite's way) cost the server 50-63 ms of processor
 * time, against 21-27 ms with it. Holds at most `maxBytes` of compressed bodies, dropping the least
 * recently used first.
 */
export function createGzipCache(maxBytes: number, compress: (data: Buffer) => Promise<Buffer> = promisify(zlib.gzip)): GzipCache {
  const entries = new Map<string, Entry>();
  let held = 0;

  function evict() {
    for (const [filePath, entry] of entries) {
      if (held <= maxBytes) {
        return;
      }
      entries.delete(filePath);
      held -= entry.bytes;
    }
  }

  return {
    async get(filePath) {
      const { mtimeMs, size } = await fs.promises.stat(filePath);
      const cached = entries.get(filePath);
      entries.delete(filePath);
      if (cached && cached.mtimeMs === mtimeMs && cached.size === size) {
        entries.set(filePath, cached);
        return cached.body;
      }
      if (cached) {
        held -= cached.bytes;
      }
      const entry: Entry = { mtimeMs, size, bytes: 0, body: fs.promises.readFile(filePath).then(compress) };
      entries.set(filePath, entry);
      entry.body.then(
        (body) => {
          if (entries.get(filePath) === entry) {
            entry.bytes = body.length;
            held += body.length;
            evict();
          }
        },
        () => {
          if (entries.get(filePath) === entry) {
            entries.delete(filePath);
          }
        },
      );
      return entry.body;
    },
    heldBytes: () => held,
  };
}
