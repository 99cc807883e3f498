/**
 * The external ad feed: a JSON document `{ ads: [...] }` from a third party, so untrusted. Only
 * http(s) URLs survive, text stays text (and entries that carry markup are dropped), and a body
 * that is too large, too slow, not JSON or not an object gives no ad.
 */

export interface FeedAd {
  link: string;
  impression: string | null;
  image: string | null;
  company: string;
  description: string;
  pixels: string[];
}

export const FEED_MAX_ATTEMPTS = 10;
export const FEED_MAX_BYTES = 256 * 1024;
export const FEED_TIMEOUT_MS = 5000;
const MAX_COMPANY_LENGTH = 60;
const MAX_DESCRIPTION_LENGTH = 200;

const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The URL if it is https (or http on loopback, for tests), otherwise null. */
export function safeUrl(value: unknown): string | null {
  if (typeof value !== 'string' || value.trim() === '') {
    return null;
  }
  try {
    const url = new URL(value.trim());
    if (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))) {
      return url.toString();
    }
  } catch {
    // Not a URL at all.
  }
  return null;
}

const MARKUP_PATTERN = /<\s*\/?\s*[a-z!?]/i;

/** Plain text, one line, at most `max` characters; undefined when the field carries markup. */
function plainText(value: unknown, max: number): string | undefined {
  if (value == null) {
    return '';
  }
  if (typeof value !== 'string' || MARKUP_PATTERN.test(value)) {
    return undefined;
  }
  // Control characters (C0, C1) and bidirectional overrides could break the line or reorder it.
  const text = value
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // Cut by code points, so an emoji is never split in half.
  const characters = Array.from(text);
  return characters.length > max
    ? `${characters
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`
    : text;
}

/** The tracking pixels of an entry: `||`-separated URLs with `[timestamp]` filled in. */
export function pixelUrls(pixel: unknown, timestamp: unknown, now: () => number = Date.now): string[] {
  if (typeof pixel !== 'string') {
    return [];
  }
  const digits = typeof timestamp === 'number' ? String(timestamp) : timestamp;
  const stamp = typeof digits === 'string' && /^\d{1,15}$/.test(digits) ? digits : String(Math.floor(now() / 1000));
  return pixel
    .split('||')
    .map((part) => safeUrl(part.replace(/\[timestamp\]/g, stamp)))
    .filter((url): url is string => url !== null);
}

function toFeedAd(entry: unknown, now: () => number): FeedAd | null {
  if (!entry || typeof entry !== 'object' || Array.isArray(entry) || Object.keys(entry).length === 0) {
    return null;
  }
  const fields = entry as Record<string, unknown>;
  const link = safeUrl(fields.statlink);
  const company = plainText(fields.company, MAX_COMPANY_LENGTH);
  const description = plainText(fields.description, MAX_DESCRIPTION_LENGTH);
  if (!link || company === undefined || description === undefined || (company === '' && description === '')) {
    return null;
  }
  return {
    link,
    impression: safeUrl(fields.statimp),
    image: safeUrl(fields.image),
    company,
    description,
    pixels: pixelUrls(fields.pixel, fields.timestamp, now),
  };
}

export type FeedParseResult = { kind: 'ad'; ad: FeedAd } | { kind: 'empty' } | { kind: 'invalid' };

/** Reads a feed answer: its first usable entry, 'empty' when none is usable, 'invalid' otherwise. */
export function parseFeed(text: string, now: () => number = Date.now): FeedParseResult {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { kind: 'invalid' };
  }
  if (!json || typeof json !== 'object' || Array.isArray(json)) {
    return { kind: 'invalid' };
  }
  const ads = (json as { ads?: unknown }).ads;
  if (!Array.isArray(ads)) {
    return { kind: 'empty' };
  }
  for (const entry of ads) {
    const ad = toFeedAd(entry, now);
    if (ad) {
      return { kind: 'ad', ad };
    }
  }
  return { kind: 'empty' };
}

/** The part of `Response` the loader uses, so tests can pass plain objects. */
export interface FeedResponse {
  ok: boolean;
  headers: { get(name: string): string | null };
  body?: ReadableStream<Uint8Array> | null;
  text(): Promise<string>;
}

export type FeedFetch = (url: string, init: { signal: AbortSignal; credentials: 'omit'; cache: 'no-store' }) => Promise<FeedResponse>;

class FeedTooLargeError extends Error {}

async function readLimited(response: FeedResponse, maxBytes: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    throw new FeedTooLargeError('feed answer too large');
  }
  if (!response.body) {
    const text = await response.text();
    if (new TextEncoder().encode(text).length > maxBytes) {
      throw new FeedTooLargeError('feed answer too large');
    }
    return text;
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let received = 0;
  let text = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) {
      return text + decoder.decode();
    }
    received += value.byteLength;
    if (received > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new FeedTooLargeError('feed answer too large');
    }
    text += decoder.decode(value, { stream: true });
  }
}

/** One request, bounded in time and size. Throws on any failure. */
async function fetchFeedOnce(url: string, fetchFeed: FeedFetch, signal: AbortSignal, timeoutMs: number, maxBytes: number): Promise<string> {
  const controller = new AbortController();
  const abort = () => controller.abort();
  signal.addEventListener('abort', abort);
  const timer = setTimeout(abort, timeoutMs);
  try {
    const response = await fetchFeed(url, {
      signal: controller.signal,
      credentials: 'omit',
      cache: 'no-store',
    });
    if (!response.ok) {
      throw new Error('feed answered with an error status');
    }
    // A body that stalls is cut off by the same timer.
    return await Promise.race([
      readLimited(response, maxBytes),
      new Promise<never>((_, reject) => controller.signal.addEventListener('abort', () => reject(new Error('feed timed out')))),
    ]);
  } finally {
    clearTimeout(timer);
    signal.removeEventListener('abort', abort);
  }
}

/**
 * The first usable ad of the feed. An answer with no usable entry is fetched again, up to ten
 * requests in all; a failed request (network, status, size, time, not JSON) ends the search with
 * no ad, so a broken feed never causes a burst of retries. Stops when `signal` aborts.
 */
export async function loadFeedAd(options: {
  url: string;
  fetchFeed: FeedFetch;
  signal: AbortSignal;
  maxAttempts?: number;
  timeoutMs?: number;
  maxBytes?: number;
  now?: () => number;
}): Promise<FeedAd | null> {
  const {
    url,
    fetchFeed,
    signal,
    maxAttempts = FEED_MAX_ATTEMPTS,
    timeoutMs = FEED_TIMEOUT_MS,
    maxBytes = FEED_MAX_BYTES,
    now = Date.now,
  } = options;
  for (let attempt = 0; attempt < maxAttempts; attempt += 1) {
    if (signal.aborted) {
      return null;
    }
    let text: string;
    try {
      text = await fetchFeedOnce(url, fetchFeed, signal, timeoutMs, maxBytes);
    } catch {
      return null;
    }
    const result = parseFeed(text, now);
    if (result.kind === 'ad') {
      return signal.aborted ? null : result.ad;
    }
    if (result.kind === 'invalid') {
      return null;
    }
  }
  return null;
}
