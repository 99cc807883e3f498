import { playgroundControls, stringLiteralUnion } from '../../src/playground/playgroundControls';
import { codeText, playgroundCode, shownProps } from '../../src/playground/playgroundCode';
import { parsePlaygroundArgs } from '../../src/playground/playgroundArgs';
import type { ApiPropData } from '../../src/api/types';

const prop = (name: string, type: string, defaultValue?: string, deprecated = false): ApiPropData => ({
  name,
  type,
  default: defaultValue,
  required: false,
  descriptionHtml: '',
  deprecatedHtml: deprecated ? 'Use something else.' : undefined,
});

describe('playground controls from API data', () => {
  it('reads unions of string literals and nothing else', () => {
    expect(stringLiteralUnion("'text' | 'outlined' | 'contained'")).toEqual(['text', 'outlined', 'contained']);
    expect(stringLiteralUnion("'normal' | false | 'inverted'")).toBeNull();
    expect(stringLiteralUnion("'only'")).toBeNull();
    expect(stringLiteralUnion('string')).toBeNull();
  });

  it('gives a choice to enumerated props, a switch to booleans and a text field to node children', () => {
    const controls = playgroundControls([
      prop('children', 'React.ReactNode'),
      prop('color', "'inherit' | 'primary' | 'secondary'", "'primary'"),
      prop('disabled', 'bool', 'false'),
      prop('loading', 'null | bool', 'null'),
      prop('open', 'bool', 'true'),
      prop('severity', "'success' | 'error'"),
      prop('sx', 'SxProps<Theme>'),
      prop('marks', 'boolean | Mark[]', 'false'),
      prop('componentsProps', "'a' | 'b'", undefined, true),
    ]);
    expect(controls).toEqual([
      { kind: 'text', prop: 'children', default: '' },
      { kind: 'options', prop: 'color', options: ['inherit', 'primary', 'secondary'], default: 'primary' },
      { kind: 'switch', prop: 'disabled', default: false },
      { kind: 'switch', prop: 'loading', default: false },
      { kind: 'switch', prop: 'open', default: true },
      { kind: 'options', prop: 'severity', options: ['success', 'error'], default: null },
    ]);
  });

  it('leaves out the props a page fixes', () => {
    const controls = playgroundControls(
      [prop('orientation', "'horizontal' | 'vertical'", "'horizontal'"), prop('disabled', 'bool')],
      ['orientation'],
    );
    expect(controls.map((control) => control.prop)).toEqual(['disabled']);
  });
});

describe('playground arguments', () => {
  it('reads quoted text, numbers and booleans', () => {
    expect(parsePlaygroundArgs(' defaultValue=30 aria-label="Volume level" step=0.5 disabled=true showZero=false')).toEqual({
      defaultValue: 30,
      'aria-label': 'Volume level',
      step: 0.5,
      disabled: true,
      showZero: false,
    });
    expect(parsePlaygroundArgs('')).toEqual({});
  });

  it('names what it cannot read', () => {
    expect(() => parsePlaygroundArgs(' label=Chip')).toThrow('label=Chip must be quoted text, a number, true or false');
    expect(() => parsePlaygroundArgs(' label="open')).toThrow('cannot read "label="open"');
  });
});

describe('playground code', () => {
  const controls = playgroundControls([
    prop('children', 'React.ReactNode'),
    prop('variant', "'text' | 'outlined' | 'contained'", "'text'"),
    prop('size', "'small' | 'medium' | 'large'", "'medium'"),
    prop('disabled', 'bool', 'false'),
  ]);

  it('shows only what differs from the defaults, after the fixed props', () => {
    expect(
      shownProps({ 'aria-label': 'Save' }, controls, { children: 'Go', variant: 'contained', size: 'medium', disabled: true }),
    ).toEqual([
      ['aria-label', 'Save'],
      ['variant', 'contained'],
      ['disabled', true],
    ]);
  });

  it('writes the import and the element on one line when it fits', () => {
    const tokens = playgroundCode('Button', '@mui/material/Button', {}, controls, {
      children: 'Save',
      variant: 'outlined',
      size: 'medium',
      disabled: false,
    });
    expect(codeText(tokens)).toBe('import Button from \'@mui/material/Button\';\n\n<Button variant="outlined">Save</Button>');
    expect(tokens.find((token) => token.text === 'variant')?.kind).toBe('attribute');
    expect(tokens.find((token) => token.text === '"outlined"')?.kind).toBe('string');
  });

  it('puts one prop per line when the element is long, and writes numbers and odd text as expressions', () => {
    const tokens = playgroundCode('Slider', '@mui/material/Slider', { defaultValue: 30, 'aria-label': 'Say "hi"' }, controls, {
      children: '',
      variant: 'contained',
      size: 'large',
      disabled: true,
    });
    expect(codeText(tokens)).toBe(
      'import Slider from \'@mui/material/Slider\';\n\n<Slider\n  defaultValue={30}\n  aria-label={"Say \\"hi\\""}\n  variant="contained"\n  size="large"\n  disabled\n/>',
    );
  });
});
