import { clamp, parseNumberSetting } from '../../src/tools/themePlayground/numbers';
import { NUMBER_SETTINGS } from '../../src/tools/themePlayground/settings';

const radius = NUMBER_SETTINGS.find((setting) => setting.key === 'borderRadius')!;

describe('parseNumberSetting', () => {
  it('takes a whole number in range as it is', () => {
    expect(parseNumberSetting('12', radius)).toEqual({ ok: true, value: 12 });
    expect(parseNumberSetting(' 0 ', radius)).toEqual({ ok: true, value: 0 });
  });

  it('clamps a number outside the range, and says so', () => {
    expect(parseNumberSetting('100', radius)).toEqual({ ok: true, value: 32, note: 'From 0 to 32: using 32.' });
    expect(parseNumberSetting('-4', radius)).toEqual({ ok: true, value: 0, note: 'From 0 to 32: using 0.' });
  });

  it('rounds to whole pixels', () => {
    expect(parseNumberSetting('4.6', radius)).toEqual({ ok: true, value: 5, note: 'Whole pixels: using 5.' });
  });

  it('refuses what is no number', () => {
    for (const text of ['', ' ', 'abc', 'NaN', 'Infinity', '12px']) {
      expect(parseNumberSetting(text, radius)).toEqual({ ok: false, message: 'Enter a number from 0 to 32.' });
    }
  });
});

describe('clamp', () => {
  it('keeps a value within its bounds', () => {
    expect(clamp(5, 0, 10)).toBe(5);
    expect(clamp(-1, 0, 10)).toBe(0);
    expect(clamp(11, 0, 10)).toBe(10);
  });
});
