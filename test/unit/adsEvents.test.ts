import { adLabel, scheduleDisplayEvent, sendAdEvent } from '../../src/ads/adEvents';

describe('adLabel', () => {
  it('joins source, placement and layout', () => {
    expect(adLabel('in-house-adblock', 'side', 'image')).toBe('in-house-adblock-side-image');
    expect(adLabel('pending', 'body-top', 'inline')).toBe('pending-body-top-inline');
  });
});

describe('scheduleDisplayEvent', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('sends the display event of a sampled view 2.5 s later', () => {
    const send = jest.fn();
    scheduleDisplayEvent({ label: 'in-house-body-top-image', samplingRatio: 0.1, random: () => 0.05, send });
    jest.advanceTimersByTime(2499);
    expect(send).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(send.mock.calls).toEqual([['display', 'in-house-body-top-image']]);
    jest.advanceTimersByTime(60_000);
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('samples only draws below the ratio', () => {
    const send = jest.fn();
    const random = jest.fn(() => 0.1);
    scheduleDisplayEvent({ label: 'network-body-top-image', samplingRatio: 0.1, random, send });
    jest.advanceTimersByTime(60_000);
    expect(random).toHaveBeenCalledTimes(1);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends nothing when cancelled before 2.5 s', () => {
    const send = jest.fn();
    const cancel = scheduleDisplayEvent({ label: 'appeal-body-top-inline', samplingRatio: 1, random: () => 0.99, send });
    jest.advanceTimersByTime(2000);
    cancel();
    jest.advanceTimersByTime(60_000);
    expect(send).not.toHaveBeenCalled();
  });

  it('sends through the page tag by default', () => {
    const gtag = jest.fn();
    window.gtag = gtag;
    try {
      scheduleDisplayEvent({ label: 'feed-demo-inline-inline', samplingRatio: 0.1, random: () => 0 });
      jest.advanceTimersByTime(2500);
      expect(gtag.mock.calls).toEqual([['event', 'ad', { eventAction: 'display', eventLabel: 'feed-demo-inline-inline' }]]);
    } finally {
      delete window.gtag;
    }
  });
});

describe('sendAdEvent', () => {
  afterEach(() => {
    delete window.gtag;
  });

  it('sends an ad event through window.gtag', () => {
    const gtag = jest.fn();
    window.gtag = gtag;
    sendAdEvent('click', 'in-house-body-top-image');
    expect(gtag.mock.calls).toEqual([['event', 'ad', { eventAction: 'click', eventLabel: 'in-house-body-top-image' }]]);
  });

  it('does nothing without window.gtag', () => {
    expect(window.gtag).toBeUndefined();
    expect(() => sendAdEvent('crash', 'pending-body-top-image')).not.toThrow();
  });
});
