import {
  createUserPropertiesReporter,
  sendUserProperties,
  watchDevicePixelRatio,
  watchOsColorScheme,
  type UserProperties,
} from '../../src/analytics/userProperties';

type Listener = () => void;

/** A window with a settable device pixel ratio and media queries the test can flip. */
function fakeWindow(devicePixelRatio: number, matching: string[] = []) {
  const listeners = new Map<string, Set<Listener>>();
  const matches = new Set(matching);
  const win = {
    devicePixelRatio,
    matchMedia: jest.fn((media: string) => {
      const forQuery = listeners.get(media) ?? new Set<Listener>();
      listeners.set(media, forQuery);
      return {
        media,
        get matches() {
          return matches.has(media);
        },
        addEventListener: (_type: string, listener: Listener) => forQuery.add(listener),
        removeEventListener: (_type: string, listener: Listener) => forQuery.delete(listener),
      } as unknown as MediaQueryList;
    }),
  };
  return {
    win,
    /** The query now matches `value`, or stops matching; its listeners hear of it. */
    flip(media: string, value: boolean) {
      if (value) {
        matches.add(media);
      } else {
        matches.delete(media);
      }
      [...(listeners.get(media) ?? [])].forEach((listener) => listener());
    },
    listenerCount: (media: string) => listeners.get(media)?.size ?? 0,
  };
}

const INITIAL: UserProperties = {
  codeVariant: 'TS',
  codeStylingVariant: 'MUI System',
  colorScheme: 'system',
  colorSchemeOS: 'light',
  devicePixelRatio: 1,
  userLanguage: 'en',
};

describe('createUserPropertiesReporter', () => {
  it('sends the full set once every property is known', () => {
    const send = jest.fn();
    const report = createUserPropertiesReporter(send);
    report({ codeVariant: 'TS', codeStylingVariant: 'MUI System', colorScheme: undefined, userLanguage: 'en' });
    report({ devicePixelRatio: 1 });
    report({ colorSchemeOS: 'light' });
    expect(send).not.toHaveBeenCalled();
    report({ colorScheme: 'system' });
    expect(send.mock.calls).toEqual([[INITIAL]]);
  });

  it('sends again when a property changes, and only then', () => {
    const send = jest.fn();
    const report = createUserPropertiesReporter(send);
    report(INITIAL);
    report({ codeVariant: 'TS' });
    report({ ...INITIAL });
    expect(send).toHaveBeenCalledTimes(1);
    report({ codeVariant: 'JS' });
    expect(send.mock.calls[1]).toEqual([{ ...INITIAL, codeVariant: 'JS' }]);
    report({ colorScheme: 'dark', codeStylingVariant: 'Tailwind' });
    expect(send.mock.calls[2]).toEqual([{ ...INITIAL, codeVariant: 'JS', colorScheme: 'dark', codeStylingVariant: 'Tailwind' }]);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('sends each set as a copy, in a fixed order', () => {
    const send = jest.fn();
    const report = createUserPropertiesReporter(send);
    report({
      userLanguage: 'en',
      devicePixelRatio: 2,
      colorSchemeOS: 'dark',
      colorScheme: 'light',
      codeStylingVariant: 'CSS',
      codeVariant: 'JS',
    });
    report({ devicePixelRatio: 3 });
    const [first] = send.mock.calls[0];
    expect(Object.keys(first)).toEqual([
      'codeVariant',
      'codeStylingVariant',
      'colorScheme',
      'colorSchemeOS',
      'devicePixelRatio',
      'userLanguage',
    ]);
    expect(first.devicePixelRatio).toBe(2);
  });
});

describe('sendUserProperties', () => {
  afterEach(() => {
    delete window.gtag;
  });

  it('sets them through window.gtag, and does nothing on a page without it', () => {
    expect(() => sendUserProperties(INITIAL)).not.toThrow();
    const gtag = jest.fn();
    window.gtag = gtag;
    sendUserProperties(INITIAL);
    expect(gtag.mock.calls).toEqual([['set', 'user_properties', INITIAL]]);
  });
});

describe('watchDevicePixelRatio', () => {
  it('reports the ratio now and after each change, re-arming the query for the new ratio', () => {
    const { win, flip, listenerCount } = fakeWindow(1);
    const onChange = jest.fn();
    const stop = watchDevicePixelRatio(win, onChange);
    expect(onChange.mock.calls).toEqual([[1]]);
    expect(listenerCount('(resolution: 1dppx)')).toBe(1);

    win.devicePixelRatio = 2;
    flip('(resolution: 1dppx)', false);
    expect(onChange.mock.calls).toEqual([[1], [2]]);
    expect(listenerCount('(resolution: 1dppx)')).toBe(0);
    expect(listenerCount('(resolution: 2dppx)')).toBe(1);

    win.devicePixelRatio = 1.25;
    flip('(resolution: 2dppx)', false);
    expect(onChange.mock.calls).toEqual([[1], [2], [1.25]]);

    stop();
    expect(listenerCount('(resolution: 1.25dppx)')).toBe(0);
  });
});

describe('watchOsColorScheme', () => {
  it('reports the system preference now and when it changes', () => {
    const { win, flip, listenerCount } = fakeWindow(1);
    const onChange = jest.fn();
    const stop = watchOsColorScheme(win, onChange);
    flip('(prefers-color-scheme: dark)', true);
    flip('(prefers-color-scheme: dark)', false);
    expect(onChange.mock.calls).toEqual([['light'], ['dark'], ['light']]);
    stop();
    expect(listenerCount('(prefers-color-scheme: dark)')).toBe(0);
  });

  it('starts from dark when the system prefers it', () => {
    const { win } = fakeWindow(1, ['(prefers-color-scheme: dark)']);
    const onChange = jest.fn();
    watchOsColorScheme(win, onChange);
    expect(onChange.mock.calls).toEqual([['dark']]);
  });
});

describe('user properties from the page and the environment together', () => {
  it('sends one set at start, then one per change of ratio, system scheme or code language', () => {
    const { win, flip } = fakeWindow(1);
    const send = jest.fn();
    const report = createUserPropertiesReporter(send);
    report({ codeVariant: 'TS', codeStylingVariant: 'MUI System', colorScheme: 'system', userLanguage: 'en' });
    watchDevicePixelRatio(win, (devicePixelRatio) => report({ devicePixelRatio }));
    watchOsColorScheme(win, (colorSchemeOS) => report({ colorSchemeOS }));
    expect(send.mock.calls).toEqual([[INITIAL]]);

    win.devicePixelRatio = 2;
    flip('(resolution: 1dppx)', false);
    flip('(prefers-color-scheme: dark)', true);
    report({ codeVariant: 'JS' });
    expect(send.mock.calls.slice(1)).toEqual([
      [{ ...INITIAL, devicePixelRatio: 2 }],
      [{ ...INITIAL, devicePixelRatio: 2, colorSchemeOS: 'dark' }],
      [{ ...INITIAL, devicePixelRatio: 2, colorSchemeOS: 'dark', codeVariant: 'JS' }],
    ]);
  });
});
