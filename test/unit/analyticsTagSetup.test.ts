import {
  gtagInlineScript,
  loadTagManager,
  measurementIdFromEnvironment,
  tagManagerUrl,
  toMeasurementId,
} from '../../src/analytics/tagSetup';

/** Runs an inline script as the page would, and gives back the calls it queued. */
function runInlineScript(script: string): unknown[][] {
  new Function(script)();
  return (window.dataLayer ?? []).map((call) => Array.from(call as ArrayLike<unknown>));
}

const HOSTILE_VALUES = [
  'UA-12345-1',
  'g-abc1234',
  'G-abc1234',
  'G-',
  'G-ABC',
  'G-ABCD1234"});alert(1);//',
  "G-ABCD1234');alert(1);//",
  'G-ABCD1234</script><script>alert(1)</script>',
  'G-ABCD 1234',
  '',
];

describe('toMeasurementId', () => {
  it('accepts measurement ids, trimmed', () => {
    expect(toMeasurementId('G-ABCD1234')).toBe('G-ABCD1234');
    expect(toMeasurementId('  G-2ABC3DEF4G\n')).toBe('G-2ABC3DEF4G');
  });

  it.each(HOSTILE_VALUES)('treats %p as unset', (value) => {
    expect(toMeasurementId(value)).toBeNull();
  });

  it('treats a missing value as unset', () => {
    expect(toMeasurementId(undefined)).toBeNull();
    expect(toMeasurementId(null)).toBeNull();
  });
});

describe('measurementIdFromEnvironment', () => {
  const saved = process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID;

  afterEach(() => {
    if (saved === undefined) {
      delete process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID;
    } else {
      process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID = saved;
    }
  });

  it('reads NEXT_PUBLIC_GA_MEASUREMENT_ID and validates it', () => {
    process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID = 'G-ABCD1234';
    expect(measurementIdFromEnvironment()).toBe('G-ABCD1234');
    process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID = 'javascript:alert(1)';
    expect(measurementIdFromEnvironment()).toBeNull();
    delete process.env.NEXT_PUBLIC_GA_MEASUREMENT_ID;
    expect(measurementIdFromEnvironment()).toBeNull();
  });
});

describe('gtagInlineScript', () => {
  afterEach(() => {
    delete window.dataLayer;
    delete window.gtag;
  });

  it('without an id, defines a gtag that only queues into dataLayer', () => {
    const script = gtagInlineScript(null);
    expect(script).not.toMatch(/config|googletagmanager/);
    expect(runInlineScript(script)).toEqual([]);
    window.gtag!('event', 'page_view', { page_title: 'Home' });
    expect(window.dataLayer!.map((call) => Array.from(call as ArrayLike<unknown>))).toEqual([
      ['event', 'page_view', { page_title: 'Home' }],
    ]);
  });

  it('keeps a dataLayer that already exists', () => {
    const existing: unknown[] = ['earlier'];
    window.dataLayer = existing;
    runInlineScript(gtagInlineScript(null));
    window.gtag!('set', 'user_properties', { codeVariant: 'TS' });
    expect(window.dataLayer).toBe(existing);
    expect(existing).toHaveLength(2);
  });

  it('with an id, configures the tag with automatic page views off', () => {
    const calls = runInlineScript(gtagInlineScript('G-ABCD1234'));
    expect(calls).toEqual([
      ['js', expect.any(Date)],
      ['config', 'G-ABCD1234', { send_page_view: false }],
    ]);
  });

  it.each(HOSTILE_VALUES)('puts nothing of the invalid value %p into the script', (value) => {
    const script = gtagInlineScript(value);
    expect(script).toBe(gtagInlineScript(null));
  });
});

describe('the tag manager script', () => {
  it('is requested from Google with the id, async', () => {
    expect(tagManagerUrl('G-ABCD1234')).toBe('https://www.googletagmanager.com/gtag/js?id=G-ABCD1234');
    loadTagManager(document, 'G-ABCD1234');
    const script = document.head.querySelector('script')!;
    expect(script.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-ABCD1234');
    expect(script.async).toBe(true);
    script.remove();
  });
});
