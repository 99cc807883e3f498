import { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { TextDecoder as NodeTextDecoder, TextEncoder as NodeTextEncoder } from 'node:util';
import {
  FEED_MAX_BYTES,
  FEED_TIMEOUT_MS,
  loadFeedAd,
  parseFeed,
  pixelUrls,
  safeUrl,
  type FeedFetch,
  type FeedResponse,
} from '../../src/ads/feed';

// jsdom has none of these, which browsers (and the loader) rely on.
for (const [name, value] of Object.entries({
  TextEncoder: NodeTextEncoder,
  TextDecoder: NodeTextDecoder,
  ReadableStream: NodeReadableStream,
})) {
  if (!(name in globalThis)) {
    Object.assign(globalThis, { [name]: value });
  }
}

type FeedInit = Parameters<FeedFetch>[1];

const NOW_MS = 1_700_000_123_999;
const now = () => NOW_MS;

const GOOD_ENTRY = {
  statlink: 'https://ads.example/click?id=1',
  statimp: 'https://ads.example/impression?id=1',
  image: 'https://ads.example/logo.png',
  company: 'Acme',
  description: 'Widgets for every team.',
  pixel: 'https://px.example/a?t=[timestamp]||https://px.example/b',
  timestamp: '1700000000',
};

const GOOD_AD = {
  link: 'https://ads.example/click?id=1',
  impression: 'https://ads.example/impression?id=1',
  image: 'https://ads.example/logo.png',
  company: 'Acme',
  description: 'Widgets for every team.',
  pixels: ['https://px.example/a?t=1700000000', 'https://px.example/b'],
};

const GOOD_FEED = JSON.stringify({ ads: [GOOD_ENTRY] });
const EMPTY_FEED = JSON.stringify({ ads: [{}] });

function feedOf(...entries: unknown[]): string {
  return JSON.stringify({ ads: entries });
}

function answer(text: string, options: { headers?: Record<string, string>; body?: ReadableStream<Uint8Array> } = {}) {
  const headers = options.headers ?? {};
  return {
    ok: true,
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    body: options.body ?? null,
    text: jest.fn(() => Promise.resolve(text)),
  } satisfies FeedResponse;
}

function streamOf(chunks: Uint8Array[], onCancel = () => {}): ReadableStream<Uint8Array> {
  let next = 0;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (next < chunks.length) {
        controller.enqueue(chunks[next]);
        next += 1;
      } else {
        controller.close();
      }
    },
    cancel: onCancel,
  });
}

function encode(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

function mockFetch(respond: (init: FeedInit) => Promise<FeedResponse>) {
  return jest.fn((url: string, init: FeedInit) => respond(init));
}

function answering(text: string) {
  return mockFetch(() => Promise.resolve(answer(text)));
}

/** Rejects when its request is aborted, like the real fetch; never answers otherwise. */
function hangingFetch() {
  return mockFetch(
    (init) =>
      new Promise<FeedResponse>((_, reject) => {
        init.signal.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')));
      }),
  );
}

function load(fetchFeed: FeedFetch, signal = new AbortController().signal) {
  return loadFeedAd({ url: 'https://feed.example/ads.json', fetchFeed, signal, now });
}

describe('safeUrl', () => {
  it.each([
    ['https://ads.example/click?id=1', 'https://ads.example/click?id=1'],
    ['  https://ads.example/x  ', 'https://ads.example/x'],
    ['HTTPS://Ads.Example', 'https://ads.example/'],
    ['http://127.0.0.1:8080/feed', 'http://127.0.0.1:8080/feed'],
    ['http://localhost/pixel', 'http://localhost/pixel'],
    ['http://[::1]:3000/', 'http://[::1]:3000/'],
  ])('accepts %p', (value, url) => {
    expect(safeUrl(value)).toBe(url);
  });

  it.each([
    'http://ads.example/click',
    'http://127.0.0.2.example/x',
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'ftp://ads.example/x',
    '/relative/path',
    'logo.png',
    '//ads.example/x',
    '',
    '   ',
  ])('rejects %p', (value) => {
    expect(safeUrl(value)).toBeNull();
  });

  it.each([42, null, undefined, {}, ['https://ads.example/'], new URL('https://ads.example/')])('rejects the non-string %p', (value) => {
    expect(safeUrl(value)).toBeNull();
  });
});

describe('parseFeed', () => {
  it.each(['not json', '{"ads": [', '[]', JSON.stringify([GOOD_ENTRY]), '42', 'null', '"https://ads.example/"', 'true'])(
    'calls %p invalid',
    (text) => {
      expect(parseFeed(text, now)).toEqual({ kind: 'invalid' });
    },
  );

  it.each(['{}', '{"ads": "none"}', '{"ads": {"0": {}}}', '{"ads": []}', EMPTY_FEED])('finds no ad in %p', (text) => {
    expect(parseFeed(text, now)).toEqual({ kind: 'empty' });
  });

  it('reads a good entry', () => {
    expect(parseFeed(GOOD_FEED, now)).toEqual({ kind: 'ad', ad: GOOD_AD });
  });

  it('skips unusable entries and takes the first good one', () => {
    const text = feedOf(
      {},
      null,
      'https://ads.example/',
      [GOOD_ENTRY],
      { ...GOOD_ENTRY, statlink: undefined },
      { ...GOOD_ENTRY, statlink: 'javascript:alert(1)' },
      { ...GOOD_ENTRY, statlink: 'http://ads.example/click' },
      { ...GOOD_ENTRY, company: '', description: '' },
      { ...GOOD_ENTRY, company: 42 },
      GOOD_ENTRY,
      { ...GOOD_ENTRY, company: 'Second' },
    );
    expect(parseFeed(text, now)).toEqual({ kind: 'ad', ad: GOOD_AD });
  });

  it.each([
    { description: '<img src=x onerror=alert(1)>' },
    { description: 'Great deals < b>here' },
    { description: 'Click </a><a href="javascript:alert(1)">here' },
    { company: 'Acme<!-- -->' },
  ])('drops an entry carrying markup: %j', (fields) => {
    expect(parseFeed(feedOf({ ...GOOD_ENTRY, ...fields }), now)).toEqual({ kind: 'empty' });
    expect(parseFeed(feedOf({ ...GOOD_ENTRY, ...fields }, GOOD_ENTRY), now)).toEqual({ kind: 'ad', ad: GOOD_AD });
  });

  it('keeps text that only mentions a comparison', () => {
    const result = parseFeed(feedOf({ ...GOOD_ENTRY, description: 'Builds 2x faster: 3 < 5' }), now);
    expect(result).toEqual({ kind: 'ad', ad: { ...GOOD_AD, description: 'Builds 2x faster: 3 < 5' } });
  });

  it('cuts a long description to 200 characters ending with an ellipsis', () => {
    const long = 'Lorem ipsum dolor sit amet. '.repeat(20);
    const result = parseFeed(feedOf({ ...GOOD_ENTRY, description: long }), now);
    if (result.kind !== 'ad') {
      throw new Error(`expected an ad, got ${result.kind}`);
    }
    const { description } = result.ad;
    expect(description.length).toBeLessThanOrEqual(200);
    expect(description.length).toBeGreaterThan(190);
    expect(description.endsWith('…')).toBe(true);
    expect(long.startsWith(description.slice(0, -1))).toBe(true);
  });

  it('keeps a description of exactly 200 characters whole', () => {
    const exact = 'a'.repeat(200);
    expect(parseFeed(feedOf({ ...GOOD_ENTRY, description: exact }), now)).toEqual({ kind: 'ad', ad: { ...GOOD_AD, description: exact } });
    const over = parseFeed(feedOf({ ...GOOD_ENTRY, description: `${exact}b` }), now);
    expect(over).toEqual({ kind: 'ad', ad: { ...GOOD_AD, description: `${'a'.repeat(199)}…` } });
  });

  it('cuts a long company name to 60 characters', () => {
    const result = parseFeed(feedOf({ ...GOOD_ENTRY, company: 'C'.repeat(100) }), now);
    expect(result).toEqual({ kind: 'ad', ad: { ...GOOD_AD, company: `${'C'.repeat(59)}…` } });
  });

  it('collapses control characters and line breaks to single spaces', () => {
    const result = parseFeed(
      feedOf({ ...GOOD_ENTRY, company: '\tAcme\u0000 Inc\u007f', description: 'Fast\r\n\n builds\u0007for\u001b  all\u2028teams\n' }),
      now,
    );
    expect(result).toEqual({ kind: 'ad', ad: { ...GOOD_AD, company: 'Acme Inc', description: 'Fast builds for all teams' } });
  });

  it('keeps an entry with only a company or only a description', () => {
    expect(parseFeed(feedOf({ ...GOOD_ENTRY, description: null }), now)).toEqual({ kind: 'ad', ad: { ...GOOD_AD, description: '' } });
    expect(parseFeed(feedOf({ ...GOOD_ENTRY, company: undefined }), now)).toEqual({ kind: 'ad', ad: { ...GOOD_AD, company: '' } });
  });

  it.each(['javascript:alert(1)', 'data:image/png;base64,AAAA', 'http://ads.example/logo.png', '/logo.png', 42])(
    'drops the unsafe image and impression %p',
    (unsafe) => {
      const result = parseFeed(feedOf({ ...GOOD_ENTRY, image: unsafe, statimp: unsafe }), now);
      expect(result).toEqual({ kind: 'ad', ad: { ...GOOD_AD, image: null, impression: null } });
    },
  );
});

describe('pixelUrls', () => {
  it('splits on || and fills in the timestamp', () => {
    expect(pixelUrls('https://px.example/a?t=[timestamp]||https://px.example/[timestamp]/b?again=[timestamp]', 1700000000, now)).toEqual([
      'https://px.example/a?t=1700000000',
      'https://px.example/1700000000/b?again=1700000000',
    ]);
  });

  it('takes a timestamp given as digits', () => {
    expect(pixelUrls('https://px.example/a?t=[timestamp]', '1699999999', now)).toEqual(['https://px.example/a?t=1699999999']);
  });

  it('drops unsafe parts', () => {
    const pixel = 'javascript:alert([timestamp])|| http://px.example/plain ||https://px.example/ok||/relative||';
    expect(pixelUrls(pixel, 1, now)).toEqual(['https://px.example/ok']);
  });

  it.each(['yesterday', '', '12abc', '-5', null, undefined, {}])('uses the current time in seconds for the timestamp %p', (timestamp) => {
    expect(pixelUrls('https://px.example/a?t=[timestamp]', timestamp, now)).toEqual([
      `https://px.example/a?t=${Math.floor(NOW_MS / 1000)}`,
    ]);
  });

  it.each([null, 42, ['https://px.example/a']])('gives no pixel for %p', (pixel) => {
    expect(pixelUrls(pixel, 1700000000, now)).toEqual([]);
  });
});

describe('loadFeedAd', () => {
  afterEach(() => {
    jest.useRealTimers();
  });

  it('asks again while answers hold no usable entry, ten times at most', async () => {
    const fetchFeed = answering(EMPTY_FEED);
    await expect(load(fetchFeed)).resolves.toBeNull();
    expect(fetchFeed).toHaveBeenCalledTimes(10);
    for (const [url, init] of fetchFeed.mock.calls) {
      expect(url).toBe('https://feed.example/ads.json');
      expect(init).toEqual({ signal: expect.any(AbortSignal), credentials: 'omit', cache: 'no-store' });
    }
  });

  it('gives the ad of the third answer after two empty ones', async () => {
    const answers = [EMPTY_FEED, '{"ads":[]}', GOOD_FEED, GOOD_FEED];
    const fetchFeed = mockFetch(() => Promise.resolve(answer(answers.shift()!)));
    await expect(load(fetchFeed)).resolves.toEqual(GOOD_AD);
    expect(fetchFeed).toHaveBeenCalledTimes(3);
  });

  it('passes its clock on to the pixels', async () => {
    const fetchFeed = answering(feedOf({ ...GOOD_ENTRY, timestamp: 'soon' }));
    const ad = await load(fetchFeed);
    expect(ad?.pixels).toEqual([`https://px.example/a?t=${Math.floor(NOW_MS / 1000)}`, 'https://px.example/b']);
  });

  it('gives up after a failed request without asking again', async () => {
    const fetchFeed = mockFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(load(fetchFeed)).resolves.toBeNull();
    expect(fetchFeed).toHaveBeenCalledTimes(1);
  });

  it('gives up after an error status', async () => {
    const failed = Object.assign(answer(GOOD_FEED), { ok: false, status: 500 });
    const fetchFeed = mockFetch(() => Promise.resolve(failed));
    await expect(load(fetchFeed)).resolves.toBeNull();
    expect(fetchFeed).toHaveBeenCalledTimes(1);
  });

  it('gives up after an answer that is not JSON', async () => {
    const fetchFeed = answering('<html>Bad gateway</html>');
    await expect(load(fetchFeed)).resolves.toBeNull();
    expect(fetchFeed).toHaveBeenCalledTimes(1);
  });

  it('refuses an answer declared larger than 256 kB without reading it', async () => {
    const large = answer(GOOD_FEED, { headers: { 'content-length': String(FEED_MAX_BYTES + 1) } });
    const fetchFeed = mockFetch(() => Promise.resolve(large));
    await expect(load(fetchFeed)).resolves.toBeNull();
    expect(large.text).not.toHaveBeenCalled();
    expect(fetchFeed).toHaveBeenCalledTimes(1);
  });

  it('reads an answer declared exactly 256 kB', async () => {
    const fetchFeed = mockFetch(() => Promise.resolve(answer(GOOD_FEED, { headers: { 'content-length': String(FEED_MAX_BYTES) } })));
    await expect(load(fetchFeed)).resolves.toEqual(GOOD_AD);
  });

  it('refuses a text body over 256 kB that declared no length', async () => {
    const fetchFeed = answering(GOOD_FEED + ' '.repeat(FEED_MAX_BYTES));
    await expect(load(fetchFeed)).resolves.toBeNull();
    expect(fetchFeed).toHaveBeenCalledTimes(1);
  });

  it('counts the bytes of a text body, not its characters', async () => {
    const ascii = feedOf({ ...GOOD_ENTRY, description: 'e'.repeat(150) });
    const accented = feedOf({ ...GOOD_ENTRY, description: 'é'.repeat(150) });
    const padding = ' '.repeat(FEED_MAX_BYTES - ascii.length);
    expect(encode(ascii + padding).length).toBe(FEED_MAX_BYTES);
    expect((accented + padding).length).toBe(FEED_MAX_BYTES);
    await expect(load(answering(ascii + padding))).resolves.toEqual({ ...GOOD_AD, description: 'e'.repeat(150) });
    await expect(load(answering(accented + padding))).resolves.toBeNull();
  });

  it('reads a streamed body, decoding characters split across chunks', async () => {
    const bytes = encode(feedOf({ ...GOOD_ENTRY, company: 'Café €' }));
    const split = bytes.indexOf(0xe2) + 1;
    const body = streamOf([bytes.slice(0, split), bytes.slice(split)]);
    const streamed = answer('not read', { body });
    const fetchFeed = mockFetch(() => Promise.resolve(streamed));
    await expect(load(fetchFeed)).resolves.toEqual({ ...GOOD_AD, company: 'Café €' });
    expect(streamed.text).not.toHaveBeenCalled();
  });

  it('stops reading a streamed body past 256 kB', async () => {
    const onCancel = jest.fn();
    const chunk = new Uint8Array(64 * 1024).fill(0x20);
    const body = streamOf([encode(GOOD_FEED), chunk, chunk, chunk, chunk, chunk, chunk], onCancel);
    const fetchFeed = mockFetch(() => Promise.resolve(answer(GOOD_FEED, { body })));
    await expect(load(fetchFeed)).resolves.toBeNull();
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(fetchFeed).toHaveBeenCalledTimes(1);
  });

  it('asks nothing once aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const fetchFeed = answering(GOOD_FEED);
    await expect(load(fetchFeed, controller.signal)).resolves.toBeNull();
    expect(fetchFeed).not.toHaveBeenCalled();
  });

  it('gives up when aborted during the first request', async () => {
    const controller = new AbortController();
    const fetchFeed = hangingFetch();
    const result = load(fetchFeed, controller.signal);
    expect(fetchFeed).toHaveBeenCalledTimes(1);
    controller.abort();
    await expect(result).resolves.toBeNull();
    expect(fetchFeed).toHaveBeenCalledTimes(1);
    expect(fetchFeed.mock.calls[0][1].signal.aborted).toBe(true);
  });

  it.each([EMPTY_FEED, GOOD_FEED])('gives no ad when aborted while a request that ignores the abort answers %s', async (text) => {
    const controller = new AbortController();
    let respond = () => {};
    const fetchFeed = mockFetch(
      () =>
        new Promise<FeedResponse>((resolve) => {
          respond = () => resolve(answer(text));
        }),
    );
    const result = load(fetchFeed, controller.signal);
    controller.abort();
    respond();
    await expect(result).resolves.toBeNull();
    expect(fetchFeed).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['a request that never answers', () => hangingFetch()],
    ['a text body that never ends', () => mockFetch(() => Promise.resolve({ ...answer(''), text: () => new Promise<string>(() => {}) }))],
    ['a streamed body that never ends', () => mockFetch(() => Promise.resolve(answer('', { body: new ReadableStream<Uint8Array>() })))],
  ])('gives up on %s after 5 s', async (kind, stalledFetch) => {
    jest.useFakeTimers();
    const fetchFeed = stalledFetch();
    const settled = jest.fn();
    const result = load(fetchFeed).then(settled);
    await jest.advanceTimersByTimeAsync(FEED_TIMEOUT_MS - 1);
    expect(settled).not.toHaveBeenCalled();
    await jest.advanceTimersByTimeAsync(1);
    await result;
    expect(settled).toHaveBeenCalledWith(null);
    expect(fetchFeed).toHaveBeenCalledTimes(1);
  });
});

describe('text and pixel hardening', () => {
  const entry = (fields: Record<string, unknown>) =>
    JSON.stringify({ ads: [{ statlink: 'https://ads.example/click', company: 'Acme', description: 'Fast', ...fields }] });

  it('cuts long text between code points, never inside an emoji', () => {
    const result = parseFeed(entry({ description: `${'a'.repeat(198)}😀 more text` }));
    expect(result.kind).toBe('ad');
    const description = result.kind === 'ad' ? result.ad.description : '';
    expect(description.endsWith('😀…')).toBe(true);
    expect(/[\ud800-\udbff](?![\udc00-\udfff])/.test(description)).toBe(false);
  });

  it('turns C1 controls and bidirectional overrides into spaces', () => {
    const result = parseFeed(entry({ description: 'one\u0085two\u202eevil' }));
    expect(result.kind === 'ad' && result.ad.description).toBe('one two evil');
  });

  it('falls back to the current time for a timestamp that is not a plain whole number', () => {
    const now = () => 1_800_000_000_000;
    expect(pixelUrls('https://px.example/a?t=[timestamp]', JSON.parse('1e400'), now)).toEqual(['https://px.example/a?t=1800000000']);
    expect(pixelUrls('https://px.example/a?t=[timestamp]', -5.7, now)).toEqual(['https://px.example/a?t=1800000000']);
    expect(pixelUrls('https://px.example/a?t=[timestamp]', 1700000000, now)).toEqual(['https://px.example/a?t=1700000000']);
  });
});
