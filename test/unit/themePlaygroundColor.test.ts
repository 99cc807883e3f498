import { createTheme } from '@mui/material/styles';
import { MAX_COLOR_LENGTH, parseColor, pickerHex } from '../../src/tools/themePlayground/color';

describe('parseColor', () => {
  it('accepts the formats createTheme reads, trimmed', () => {
    for (const color of [
      '#ff5722',
      '#F57',
      '#ff572280',
      '#f578',
      'rgb(255, 87, 34)',
      'rgba(255,87,34,0.5)',
      'hsl(14, 100%, 57%)',
      'hsla(14deg, 100%, 57%, .5)',
    ]) {
      expect(parseColor(color)).toEqual({ ok: true, value: color });
      // What it accepts, the library can build a theme from.
      expect(() => createTheme({ palette: { primary: { main: color } } })).not.toThrow();
    }
    expect(parseColor('  #ff5722 ')).toEqual({ ok: true, value: '#ff5722' });
  });

  it('writes a function name in lower case, the only case the library reads', () => {
    expect(parseColor('RGB(1, 2, 3)')).toEqual({ ok: true, value: 'rgb(1, 2, 3)' });
    const upper = parseColor('HSL(0, 100%, 50%)');
    expect(upper).toEqual({ ok: true, value: 'hsl(0, 100%, 50%)' });
    expect(() => createTheme({ palette: { primary: { main: upper.ok ? upper.value : '' } } })).not.toThrow();
  });

  it('refuses what the library would throw on, or turn into NaN', () => {
    for (const text of [
      'red',
      '#ggg',
      '#12',
      'rgb(1, 2)',
      'rgb(1 2 3)',
      'hsl(10, 20, 30)',
      'rgb(1,2,3) junk',
      'var(--x)',
      'url(javascript:alert(1))',
    ]) {
      const result = parseColor(text);
      expect(result.ok).toBe(false);
    }
    expect(parseColor('red')).toEqual({ ok: false, message: expect.stringMatching(/^“red” is not a colour the theme reads: use #rrggbb/) });
  });

  it('checks channel ranges', () => {
    expect(parseColor('rgb(256, 0, 0)')).toEqual({ ok: false, message: expect.stringMatching(/0 to 255/) });
    expect(parseColor('rgba(0, 0, 0, 1.5)')).toEqual({ ok: false, message: expect.stringMatching(/alpha from 0 to 1/) });
    expect(parseColor('hsl(0, 120%, 50%)')).toEqual({ ok: false, message: expect.stringMatching(/0% to 100%/) });
  });

  it('asks for a colour when the field is empty, and refuses a very long text', () => {
    expect(parseColor('  ')).toEqual({ ok: false, message: 'Enter a colour, such as #1976d2.' });
    expect(parseColor(`#${'f'.repeat(MAX_COLOR_LENGTH)}`).ok).toBe(false);
  });

  it('repeats only the start of what it refuses', () => {
    const result = parseColor('x'.repeat(40));
    expect(result.ok ? '' : result.message).toMatch(new RegExp(`^“${'x'.repeat(24)}…”`));
  });
});

describe('pickerHex', () => {
  it('gives any valid colour as #rrggbb', () => {
    expect(pickerHex('#ff5722')).toBe('#ff5722');
    expect(pickerHex('#abc')).toBe('#aabbcc');
    expect(pickerHex('#ff572280')).toBe('#ff5722');
    expect(pickerHex('rgba(1, 2, 3, 0.5)')).toBe('#010203');
    expect(pickerHex('hsl(120, 50%, 50%)')).toBe('#40bf40');
    expect(pickerHex(' HSL(0, 100%, 50%) ')).toBe('#ff0000');
  });
});
