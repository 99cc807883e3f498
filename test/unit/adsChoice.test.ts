import {
  AD_LAYOUT_STORAGE_KEY,
  chooseAdSource,
  getSessionLayout,
  isBot,
  pickLayout,
  pickOne,
  type NetworkDetection,
} from '../../src/ads/adChoice';
import { memoryStorage } from './memoryStorage';

type ChoiceModule = typeof import('../../src/ads/adChoice');

const CHROME_UA = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';
const HEADLESS_CHROME_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/126.0.0.0 Safari/537.36';

function refusingStorage() {
  return {
    getItem: jest.fn((): string | null => {
      throw new Error('SecurityError');
    }),
    setItem: jest.fn(() => {
      throw new Error('QuotaExceededError');
    }),
  };
}

// The in-memory fallback is module state, so each of these tests needs a module of its own.
async function freshChoiceModule(): Promise<ChoiceModule> {
  let loaded: ChoiceModule | undefined;
  await jest.isolateModulesAsync(async () => {
    loaded = await import('../../src/ads/adChoice');
  });
  return loaded!;
}

describe('isBot', () => {
  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'AhrefsBot',
    'Baiduspider',
    'some crawler',
    'crawling',
    'robot',
  ])('recognizes %s', (userAgent) => {
    expect(isBot(userAgent)).toBe(true);
  });

  it.each([CHROME_UA, HEADLESS_CHROME_UA])('lets a browser through: %s', (userAgent) => {
    expect(isBot(userAgent)).toBe(false);
  });
});

describe('pickLayout', () => {
  it.each([
    [0, 'inline'],
    [0.1999, 'inline'],
    [0.2, 'image'],
    [0.99, 'image'],
  ])('random %p gives %p', (draw, layout) => {
    expect(pickLayout(() => draw)).toBe(layout);
  });
});

describe('getSessionLayout', () => {
  it.each(['image', 'inline'])('keeps a stored %p whatever the draw', (stored) => {
    const storage = memoryStorage({ [AD_LAYOUT_STORAGE_KEY]: stored });
    const random = jest.fn(() => (stored === 'image' ? 0 : 0.9));
    expect(getSessionLayout(storage, random)).toBe(stored);
    expect(random).not.toHaveBeenCalled();
    expect(storage.setItem).not.toHaveBeenCalled();
  });

  it('replaces an invalid stored value with a fresh choice', () => {
    const storage = memoryStorage({ [AD_LAYOUT_STORAGE_KEY]: 'banana' });
    expect(getSessionLayout(storage, () => 0.1)).toBe('inline');
    expect(storage.setItem).toHaveBeenCalledWith(AD_LAYOUT_STORAGE_KEY, 'inline');
    expect(storage.values.get(AD_LAYOUT_STORAGE_KEY)).toBe('inline');
  });

  it('keeps its first choice across calls with other draws', () => {
    const storage = memoryStorage();
    expect(getSessionLayout(storage, () => 0.5)).toBe('image');
    expect(getSessionLayout(storage, () => 0)).toBe('image');
    expect(getSessionLayout(storage, () => 0.1)).toBe('image');
    expect(storage.values.get(AD_LAYOUT_STORAGE_KEY)).toBe('image');
  });

  it.each([
    [0, 0.9, 'inline'],
    [0.9, 0, 'image'],
  ])('with a refusing storage, draws %p then %p and keeps %p', async (first, second, layout) => {
    const { getSessionLayout: fresh } = await freshChoiceModule();
    const storage = refusingStorage();
    expect(fresh(storage, () => first)).toBe(layout);
    expect(fresh(storage, () => second)).toBe(layout);
    expect(storage.getItem).toHaveBeenCalledTimes(2);
  });

  it('keeps its choice when setItem alone refuses', async () => {
    const { getSessionLayout: fresh } = await freshChoiceModule();
    const storage = { getItem: jest.fn(() => null), setItem: refusingStorage().setItem };
    const layout = fresh(storage, () => 0.05);
    expect(layout).toBe('inline');
    expect(fresh(storage, () => 0.95)).toBe(layout);
  });

  it('keeps its choice without any storage', async () => {
    const { getSessionLayout: fresh } = await freshChoiceModule();
    expect(fresh(null, () => 0.7)).toBe('image');
    expect(fresh(null, () => 0)).toBe('image');
  });
});

describe('chooseAdSource', () => {
  it.each<NetworkDetection>(['pending', 'present', 'house', 'blocked'])('gives in-house without a network, even when %s', (detection) => {
    expect(chooseAdSource({ networkConfigured: false, detection, appealDraw: 0 })).toBe('in-house');
  });

  it.each<[NetworkDetection, string | null]>([
    ['pending', null],
    ['present', 'network'],
    ['house', 'in-house-network'],
  ])('with a network that is %s gives %p', (detection, source) => {
    expect(chooseAdSource({ networkConfigured: true, detection, appealDraw: 0.5 })).toBe(source);
  });

  it.each([
    [0, 'appeal'],
    [0.1999, 'appeal'],
    [0.2, 'in-house-adblock'],
    [0.9, 'in-house-adblock'],
  ])('with a blocked network and appeal draw %p gives %p', (appealDraw, source) => {
    expect(chooseAdSource({ networkConfigured: true, detection: 'blocked', appealDraw })).toBe(source);
  });
});

describe('pickOne', () => {
  const items = ['a', 'b', 'c', 'd', 'e'];

  it.each([
    [0, 'a'],
    [0.5, 'c'],
    [0.999999, 'e'],
    [1, 'e'],
  ])('random %p picks %p', (draw, item) => {
    expect(pickOne(items, () => draw)).toBe(item);
  });

  it('gives every index the same share of the draws', () => {
    const counts = new Map<string, number>();
    const steps = 1000;
    for (let step = 0; step < steps; step += 1) {
      const item = pickOne(items, () => step / steps);
      counts.set(item, (counts.get(item) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual({ a: 200, b: 200, c: 200, d: 200, e: 200 });
  });
});

describe('isBot lookalikes', () => {
  it('treats CUBOT phones as readers but still catches a bot that mentions them', () => {
    expect(
      isBot('Mozilla/5.0 (Linux; Android 10; CUBOT X30) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0 Mobile Safari/537.36'),
    ).toBe(false);
    expect(isBot('Mozilla/5.0 (Linux; Android 10; CUBOT X30; compatible; Googlebot/2.1)')).toBe(true);
  });
});
