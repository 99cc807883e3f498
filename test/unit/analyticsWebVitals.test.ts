import type { Metric } from 'web-vitals';
import { WEB_VITALS_SESSION_KEY, isWebVitalsSession, reportWebVitals, webVitalParams } from '../../src/analytics/webVitals';
import { memoryStorage } from './memoryStorage';

const mockReporters: Record<string, (metric: Partial<Metric>) => void> = {};
let mockLoads = 0;

jest.mock('web-vitals', () => {
  mockLoads += 1;
  const register = (name: string) => (callback: (metric: Partial<Metric>) => void) => {
    mockReporters[name] = callback;
  };
  return { onCLS: register('CLS'), onFCP: register('FCP'), onINP: register('INP'), onLCP: register('LCP'), onTTFB: register('TTFB') };
});

describe('isWebVitalsSession', () => {
  it.each([
    [0.00009, true, '1'],
    [0.0001, false, '0'],
  ])('random %p → sampled %p, kept in the session', (draw, sampled, stored) => {
    const storage = memoryStorage();
    expect(
      isWebVitalsSession(
        () => storage,
        () => draw,
      ),
    ).toBe(sampled);
    expect(storage.setItem).toHaveBeenCalledWith(WEB_VITALS_SESSION_KEY, stored);
  });

  it('keeps the first decision for the rest of the session', () => {
    const storage = memoryStorage();
    const random = jest.fn(() => 0.5);
    expect(isWebVitalsSession(() => storage, random)).toBe(false);
    random.mockReturnValue(0);
    expect(isWebVitalsSession(() => storage, random)).toBe(false);
    expect(
      isWebVitalsSession(
        () => memoryStorage({ [WEB_VITALS_SESSION_KEY]: '1' }),
        () => 0.9,
      ),
    ).toBe(true);
    expect(random).toHaveBeenCalledTimes(1);
  });

  it('decides again over a stored value it does not know', () => {
    expect(
      isWebVitalsSession(
        () => memoryStorage({ [WEB_VITALS_SESSION_KEY]: 'yes' }),
        () => 0.00009,
      ),
    ).toBe(true);
  });

  it('decides in memory, with one draw, when storage cannot be used', () => {
    const random = jest.fn(() => 0.00009);
    const blocked = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    expect(isWebVitalsSession(blocked, random)).toBe(true);
    const full = { getItem: () => null, setItem: () => blocked() };
    expect(isWebVitalsSession(() => full, random)).toBe(true);
    expect(random).toHaveBeenCalledTimes(2);
  });
});

describe('webVitalParams', () => {
  it('rounds times to the millisecond and sends CLS in thousandths', () => {
    expect(webVitalParams({ name: 'LCP', value: 2345.6, delta: 2345.6, id: 'v5-1' })).toEqual({ value: 2346, delta: 2346, id: 'v5-1' });
    expect(webVitalParams({ name: 'CLS', value: 0.0123, delta: 0.0042, id: 'v5-2' })).toEqual({ value: 12, delta: 4, id: 'v5-2' });
  });
});

describe('reportWebVitals', () => {
  beforeEach(() => {
    for (const name of Object.keys(mockReporters)) {
      delete mockReporters[name];
    }
  });

  // First: web-vitals is still unloaded, so the load count shows whether this path loads it.
  it('never loads web-vitals in a session left out', async () => {
    const send = jest.fn();
    await reportWebVitals({ getStorage: () => memoryStorage(), random: () => 0.0001, send });
    await reportWebVitals({ getStorage: () => memoryStorage({ [WEB_VITALS_SESSION_KEY]: '0' }), random: () => 0, send });
    expect(mockLoads).toBe(0);
    expect(Object.keys(mockReporters)).toEqual([]);
    expect(send).not.toHaveBeenCalled();
  });

  it('in a sampled session, sends each metric with its value, delta and id', async () => {
    const send = jest.fn();
    await reportWebVitals({ getStorage: () => memoryStorage(), random: () => 0.00009, send });
    expect(mockLoads).toBe(1);
    expect(Object.keys(mockReporters).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
    mockReporters.CLS({ name: 'CLS', value: 0.1, delta: 0.1, id: 'v5-cls' });
    mockReporters.INP({ name: 'INP', value: 96, delta: 96, id: 'v5-inp' });
    mockReporters.LCP({ name: 'LCP', value: 1234.4, delta: 1234.4, id: 'v5-lcp' });
    mockReporters.FCP({ name: 'FCP', value: 800.5, delta: 800.5, id: 'v5-fcp' });
    mockReporters.TTFB({ name: 'TTFB', value: 120, delta: 120, id: 'v5-ttfb' });
    mockReporters.CLS({ name: 'CLS', value: 0.15, delta: 0.05, id: 'v5-cls' });
    expect(send.mock.calls).toEqual([
      ['CLS', { value: 100, delta: 100, id: 'v5-cls' }],
      ['INP', { value: 96, delta: 96, id: 'v5-inp' }],
      ['LCP', { value: 1234, delta: 1234, id: 'v5-lcp' }],
      ['FCP', { value: 801, delta: 801, id: 'v5-fcp' }],
      ['TTFB', { value: 120, delta: 120, id: 'v5-ttfb' }],
      ['CLS', { value: 150, delta: 50, id: 'v5-cls' }],
    ]);
  });
});
