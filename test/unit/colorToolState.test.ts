import { MAX_COLOR_LENGTH } from '../../src/tools/colorTool/colorInput';
import { initialToolState, selectedSwatch, toolReducer, type ToolState } from '../../src/tools/colorTool/toolState';
import { colorsToSearch, parseColorParams } from '../../src/tools/colorTool/urlState';

const run = (...actions: Parameters<typeof toolReducer>[1][]): ToolState => actions.reduce(toolReducer, initialToolState());

describe('toolReducer', () => {
  it('starts on the library defaults, chosen on the grid', () => {
    const state = initialToolState();
    expect(state.primary).toEqual({ text: '#1976d2', color: '#1976d2', swatch: { hue: 'blue', shade: '700' } });
    expect(selectedSwatch(state.secondary)).toEqual({ hue: 'purple', shade: '500' });
  });

  it('picks a hue in the current shade, and a shade of the current hue', () => {
    const state = run({ type: 'hue', intent: 'primary', hue: 'indigo' }, { type: 'shade', intent: 'primary', shade: 'A200' });
    expect(state.primary).toEqual({ text: '#536dfe', color: '#536dfe', swatch: { hue: 'indigo', shade: 'A200' } });
    expect(state.secondary).toEqual(initialToolState().secondary);
  });

  it('takes a typed colour, and moves the grid to its swatch when it is one', () => {
    const state = run({ type: 'text', intent: 'secondary', text: 'rgb(245, 0, 87)' });
    expect(state.secondary.color).toBe('rgb(245, 0, 87)');
    expect(selectedSwatch(state.secondary)).toEqual({ hue: 'pink', shade: 'A400' });
  });

  it('keeps the grid where it was for a colour that is no swatch, and picks from there', () => {
    let state = run({ type: 'text', intent: 'primary', text: '#123456' });
    expect(state.primary.color).toBe('#123456');
    expect(selectedSwatch(state.primary)).toBeUndefined();
    state = toolReducer(state, { type: 'shade', intent: 'primary', shade: '200' });
    expect(state.primary.color).toBe('#90caf9');
  });

  it('keeps the last good colour while the field holds an invalid one', () => {
    const state = run({ type: 'text', intent: 'primary', text: '#3f51b5' }, { type: 'text', intent: 'primary', text: 'not a colour' });
    expect(state.primary).toMatchObject({ text: 'not a colour', color: '#3f51b5', swatch: { hue: 'indigo', shade: '500' } });
  });

  it('cuts what is typed or pasted to the longest colour', () => {
    const state = run({ type: 'text', intent: 'primary', text: '😀'.repeat(100) });
    expect(Array.from(state.primary.text)).toHaveLength(MAX_COLOR_LENGTH);
    expect(state.primary.color).toBe('#1976d2');
  });

  it('restores colours from an address, each only when given', () => {
    const state = run({ type: 'restore', colors: { secondary: '#00bcd4' } });
    expect(state.primary).toEqual(initialToolState().primary);
    expect(state.secondary).toEqual({ text: '#00bcd4', color: '#00bcd4', swatch: { hue: 'cyan', shade: '500' } });
  });
});

describe('colours in the address', () => {
  it('reads hex colours with or without their #, and functions', () => {
    expect(parseColorParams('?primary=3f51b5&secondary=%23F50057')).toEqual({ primary: '#3f51b5', secondary: '#f50057' });
    expect(parseColorParams('primary=rgb(25%2C+118%2C+210)')).toEqual({ primary: 'rgb(25, 118, 210)' });
  });

  it('ignores what is not a colour, and other parameters', () => {
    expect(parseColorParams('?primary=red&secondary=&other=1')).toEqual({});
    expect(parseColorParams(`?primary=${'f'.repeat(5000)}`)).toEqual({});
    expect(parseColorParams('?primary=%3Cscript%3Ealert(1)%3C%2Fscript%3E')).toEqual({});
    expect(parseColorParams('?primary=%E0%A4%A&secondary=%ZZ')).toEqual({});
    expect(parseColorParams('?constructor=1&__proto__=2')).toEqual({});
    expect(Object.getPrototypeOf(parseColorParams('?__proto__=fff'))).toBe(Object.prototype);
  });

  it('writes colours other than the defaults, hex without its #, keeping other parameters and the order', () => {
    expect(colorsToSearch('', { primary: '#3f51b5', secondary: '#9c27b0' })).toBe('?primary=3f51b5');
    expect(colorsToSearch('?ref=nav&primary=3f51b5', { primary: '#1976d2', secondary: 'hsl(210, 79%, 46%)' })).toBe(
      '?ref=nav&secondary=hsl%28210%2C+79%25%2C+46%25%29',
    );
    expect(colorsToSearch('?primary=000', { primary: '#1976d2', secondary: '#9c27b0' })).toBe('');
  });

  it('round-trips', () => {
    const colors = { primary: 'rgba(1, 2, 3, 0.5)', secondary: '#abc' };
    expect(parseColorParams(colorsToSearch('', colors))).toEqual(colors);
  });
});
