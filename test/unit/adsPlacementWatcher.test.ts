import { isNetworkHouseAd, watchPlacement } from '../../src/ads/placementWatcher';

type Found = 'present' | 'house' | null;

/** A check that finds `found` from its `at`-th call on (never when `at` is null). */
function checkFinding(found: Found, at: number | null) {
  let calls = 0;
  return jest.fn((): Found => {
    calls += 1;
    return at !== null && calls >= at ? found : null;
  });
}

describe('watchPlacement', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('checks every 500 ms, the first time at 500 ms', () => {
    const check = checkFinding(null, null);
    watchPlacement({ check, onChange: jest.fn() });
    jest.advanceTimersByTime(499);
    expect(check).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(499);
    expect(check).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('reports blocked once, at the 7th miss', () => {
    const check = checkFinding(null, null);
    const onChange = jest.fn();
    watchPlacement({ check, onChange });
    jest.advanceTimersByTime(3000);
    expect(check).toHaveBeenCalledTimes(6);
    expect(onChange).not.toHaveBeenCalled();
    jest.advanceTimersByTime(500);
    expect(check).toHaveBeenCalledTimes(7);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith('blocked');
    jest.advanceTimersByTime(60_000);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('gives up after 30 checks', () => {
    const check = checkFinding(null, null);
    watchPlacement({ check, onChange: jest.fn() });
    jest.advanceTimersByTime(14_999);
    expect(check).toHaveBeenCalledTimes(29);
    jest.advanceTimersByTime(1);
    expect(check).toHaveBeenCalledTimes(30);
    jest.advanceTimersByTime(60_000);
    expect(check).toHaveBeenCalledTimes(30);
    expect(jest.getTimerCount()).toBe(0);
  });

  it('reports an ad found at the 3rd check and stops looking', () => {
    const check = checkFinding('present', 3);
    const onChange = jest.fn();
    watchPlacement({ check, onChange });
    jest.advanceTimersByTime(1000);
    expect(onChange).not.toHaveBeenCalled();
    jest.advanceTimersByTime(500);
    expect(onChange.mock.calls).toEqual([['present']]);
    jest.advanceTimersByTime(60_000);
    expect(check).toHaveBeenCalledTimes(3);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it("reports the network's house ad", () => {
    const check = checkFinding('house', 1);
    const onChange = jest.fn();
    watchPlacement({ check, onChange });
    jest.advanceTimersByTime(60_000);
    expect(onChange.mock.calls).toEqual([['house']]);
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('reports an ad that shows up after the network counted as blocked', () => {
    const check = checkFinding('present', 10);
    const onChange = jest.fn();
    watchPlacement({ check, onChange });
    jest.advanceTimersByTime(4500);
    expect(onChange.mock.calls).toEqual([['blocked']]);
    jest.advanceTimersByTime(500);
    expect(onChange.mock.calls).toEqual([['blocked'], ['present']]);
    jest.advanceTimersByTime(60_000);
    expect(check).toHaveBeenCalledTimes(10);
  });

  it('stops checking when stopped', () => {
    const check = checkFinding(null, null);
    const onChange = jest.fn();
    const stop = watchPlacement({ check, onChange });
    jest.advanceTimersByTime(1000);
    expect(check).toHaveBeenCalledTimes(2);
    stop();
    jest.advanceTimersByTime(60_000);
    expect(check).toHaveBeenCalledTimes(2);
    expect(onChange).not.toHaveBeenCalled();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('stops before the first check', () => {
    const check = checkFinding(null, null);
    const stop = watchPlacement({ check, onChange: jest.fn() });
    stop();
    jest.advanceTimersByTime(60_000);
    expect(check).not.toHaveBeenCalled();
  });

  it('uses the injected scheduler', () => {
    const pending: Array<() => void> = [];
    const schedule = jest.fn((callback: () => void) => {
      pending.push(callback);
      return `handle ${pending.length}`;
    });
    const cancel = jest.fn();
    const check = checkFinding(null, null);
    const stop = watchPlacement({ check, onChange: jest.fn(), schedule, cancel });
    expect(schedule).toHaveBeenCalledWith(expect.any(Function), 500);
    pending[0]();
    expect(check).toHaveBeenCalledTimes(1);
    expect(schedule).toHaveBeenCalledTimes(2);
    stop();
    expect(cancel).toHaveBeenCalledWith('handle 2');
    pending[1]();
    expect(check).toHaveBeenCalledTimes(1);
  });
});

describe('isNetworkHouseAd', () => {
  it.each([
    [['https://mui.com/material-ui/discover-more/backers/']],
    [['/material-ui/discover-more/backers']],
    [['https://ads.example/click', 'https://mui.com/material-ui/discover-more/backers/?utm_source=network']],
  ])('spots a link to the backers page in %j', (hrefs) => {
    expect(isNetworkHouseAd(hrefs)).toBe(true);
  });

  it.each([
    [['https://ads.example/click?to=backers']],
    [['https://mui.com/material-ui/discover-more/backers/more']],
    [['https://mui.com/material-ui/discover-more/']],
    [['http://exa mple.com/discover-more/backers/', 'http://[']],
    [[]],
  ])('finds no backers link in %j', (hrefs) => {
    expect(isNetworkHouseAd(hrefs)).toBe(false);
  });
});

describe('isNetworkHouseAd hosts', () => {
  it('ignores an advertiser page that merely has the same path', () => {
    expect(isNetworkHouseAd(['https://advertiser.example/discover-more/backers/'], 'docs.example')).toBe(false);
    expect(isNetworkHouseAd(['https://docs.example/material-ui/discover-more/backers/'], 'docs.example')).toBe(true);
  });
});
