/**
 * @jest-environment node
 */
import { createTheme, decomposeColor } from '@mui/material/styles';
import { MAX_COLOR_LENGTH, parseColor } from '../../src/tools/colorTool/colorInput';

const colorOf = (input: string) => {
  const parsed = parseColor(input);
  return parsed.ok ? parsed.color : `error: ${parsed.message}`;
};

describe('parseColor', () => {
  it.each([
    ['#1976d2', '#1976d2'],
    ['#1976D2', '#1976d2'],
    ['  #19d\n', '#19d'],
    ['3f51b5', '#3f51b5'],
    ['rgb(25,118,210)', 'rgb(25, 118, 210)'],
    ['RGB( 25 , 118 , 210 )', 'rgb(25, 118, 210)'],
    ['rgba(25, 118, 210, .5)', 'rgba(25, 118, 210, 0.5)'],
    ['rgba(25, 118, 210, 50%)', 'rgba(25, 118, 210, 0.5)'],
    ['rgba(25, 118, 210)', 'rgb(25, 118, 210)'],
    ['rgb(25, 118, 210, 1)', 'rgba(25, 118, 210, 1)'],
    ['hsl(210, 79%, 46%)', 'hsl(210, 79%, 46%)'],
    ['hsl(210deg, 79.50%, 046%)', 'hsl(210, 79.5%, 46%)'],
    ['hsla(210, 79%, 46%, 0.25)', 'hsla(210, 79%, 46%, 0.25)'],
  ])('accepts %j as %s', (input, color) => {
    expect(colorOf(input)).toBe(color);
  });

  it.each([
    ['', /Enter a colour/],
    ['   ', /Enter a colour/],
    ['red', /Colour names are not supported/],
    ['#12', /3 or 6 digits/],
    ['#1976d', /3 or 6 digits/],
    ['#abcd', /transparency .* rgba\(\)/],
    ['#1976d2ff', /transparency/],
    ['#ggg', /0–9 and the letters a–f/],
    ['rgb(25 118 210)', /Separate the values with commas/],
    ['hsl(210 79% 46%)', /Separate the values with commas, like hsl/],
    ['rgb(25, 118)', /takes 3 values, or 4/],
    ['rgb(25, 118, 210, 0.5, 1)', /takes 3 values, or 4/],
    ['rgb(256, 0, 0)', /0 to 255/],
    ['rgb(-1, 0, 0)', /0 to 255/],
    ['rgb(10%, 20%, 30%)', /percentages are not supported/],
    ['rgb(1e2, 0, 0)', /0 to 255/],
    ['rgba(0, 0, 0, 2)', /alpha\) is a number from 0 to 1/],
    ['rgba(0, 0, 0, 150%)', /alpha/],
    ['hsl(400, 50%, 50%)', /hue is a number of degrees/],
    ['hsl(210, 79, 46)', /percentages from 0% to 100%/],
    ['hsl(210, 179%, 46%)', /percentages from 0% to 100%/],
    ['color(display-p3 1 0 0)', /color\(\) colours are not supported/],
    ['lab(50% 40 59)', /lab\(\) colours are not supported/],
    ['rgb(0, 0, 0', /not a colour the palette can read/],
    ['rgb((0), 0, 0)', /not a colour the palette can read/],
    ['<img src=x onerror=alert(1)>', /not a colour the palette can read/],
    ['x'.repeat(MAX_COLOR_LENGTH + 1), /at most 40 characters/],
  ])('refuses %j with a message that says what to write', (input, message) => {
    const parsed = parseColor(input);
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.message).toMatch(message);
  });

  it('gives only colours that the library reads without throwing or NaN channels', () => {
    const palette = createTheme().palette;
    for (const input of ['#19d', '3f51b5', 'rgba(1, 2, 3, 40%)', 'hsla(360, 0%, 100%, 0)', 'rgb(0.5, 254.9, 0)']) {
      const parsed = parseColor(input);
      expect(parsed.ok).toBe(true);
      const color = parsed.ok ? parsed.color : '';
      expect(decomposeColor(color).values.every((value) => Number.isFinite(value))).toBe(true);
      const augmented = palette.augmentColor({ color: { main: color } });
      expect([augmented.light, augmented.dark].every((value) => !value.includes('NaN'))).toBe(true);
    }
  });
});
