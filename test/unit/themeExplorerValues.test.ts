import { describeFunction, describeLeaf, isCssColor, MAX_STRING_LENGTH } from '../../src/tools/themeExplorer/values';

describe('isCssColor', () => {
  it('knows the formats createTheme writes', () => {
    for (const color of [
      '#fff',
      '#1976d2',
      '#1976d2cc',
      '#abcd',
      'rgba(0, 0, 0, 0.87)',
      'rgb(255, 51, 51)',
      'hsl(210, 50%, 40%)',
      'color(display-p3 1 0 0)',
    ]) {
      expect(isCssColor(color)).toBe(true);
    }
  });

  it('refuses what only contains a colour, and what is no colour', () => {
    for (const text of [
      '0px 2px 1px -1px rgba(0,0,0,0.2),0px 1px 1px 0px rgba(0,0,0,0.14)',
      'cubic-bezier(0.4, 0, 0.2, 1)',
      '#12',
      '#ggg',
      'red',
      '"Roboto", sans-serif',
      'rgb(0, 0, 0); background: url(x)',
    ]) {
      expect(isCssColor(text)).toBe(false);
    }
  });
});

describe('describeLeaf', () => {
  it('quotes strings and gives a colour its swatch', () => {
    expect(describeLeaf('#1976d2', 'main')).toEqual({ kind: 'string', text: '"#1976d2"', color: '#1976d2' });
    expect(describeLeaf('uppercase', 'textTransform')).toEqual({ kind: 'string', text: '"uppercase"' });
  });

  it('shows numbers, booleans and the empty values as they are', () => {
    expect(describeLeaf(0.2, 'tonalOffset').text).toBe('0.2');
    expect(describeLeaf(false, 'x').text).toBe('false');
    expect(describeLeaf(null, 'x').text).toBe('null');
    expect(describeLeaf(undefined, 'x').text).toBe('undefined');
    expect(describeLeaf(10n, 'x').text).toBe('10n');
    expect(describeLeaf(Symbol('s'), 'x').text).toBe('Symbol(s)');
    expect(describeLeaf({}, 'components')).toEqual({ kind: 'empty', text: '{}' });
    expect(describeLeaf([], 'list')).toEqual({ kind: 'empty', text: '[]' });
  });

  it('cuts a very long string', () => {
    const { text } = describeLeaf('x'.repeat(MAX_STRING_LENGTH + 10), 'long');
    expect(text).toBe(`"${'x'.repeat(MAX_STRING_LENGTH)}…"`);
  });
});

describe('describeFunction', () => {
  it('names a function and counts its parameters without calling it', () => {
    const up = jest.fn((key: string) => key);
    Object.defineProperty(up, 'name', { value: 'up' });
    expect(describeFunction(up, 'up')).toEqual({ kind: 'function', text: 'up(…)', note: 'function, 1 parameter' });
    expect(up).not.toHaveBeenCalled();
    function between(start: string, end: string) {
      return start + end;
    }
    expect(describeLeaf(between, 'between').note).toBe('function, 2 parameters');
    expect(describeLeaf((...args: number[]) => args, 'spacing').note).toBe('function, no declared parameters');
  });

  it('names a function after its key, whatever a minifier called it', () => {
    const anonymous = [(size: number) => size][0];
    expect(describeFunction(anonymous, 'pxToRem').text).toBe('pxToRem(…)');
    function r0(a: number) {
      return a;
    }
    expect(describeFunction(r0, 'unstable_sx').text).toBe('unstable_sx(…)');
  });
});
