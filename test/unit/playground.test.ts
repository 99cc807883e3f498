import { JOY_AXES, orderOptions, playgroundControls, stringLiteralUnion } from '../../src/playground/playgroundControls';
import { codeText, playgroundCode, shownProps } from '../../src/playground/playgroundCode';
import { parsePlaygroundArgs } from '../../src/playground/playgroundArgs';
import { parsePlaygroundElements } from '../../src/playground/playgroundElements';
import type { ApiPropData } from '../../src/api/types';
import type { PlaygroundControl, PlaygroundData } from '../../src/playground/types';

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
      { kind: 'options', prop: 'severity', options: ['success', 'error'], default: null },
    ]);
  });

  it('leaves the state props to the component: default*, their controlled twins and open', () => {
    const controls = playgroundControls([
      prop('checked', 'bool'),
      prop('defaultChecked', 'bool'),
      prop('defaultValue', 'string'),
      prop('open', 'bool'),
      prop('selected', 'bool', 'false'),
      prop('disabled', 'bool', 'false'),
    ]);
    expect(controls.map((control) => control.prop)).toEqual(['selected', 'disabled']);
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

  it('builds objects from dotted names, and refuses to give a value twice', () => {
    expect(parsePlaygroundArgs(' slotProps.input.aria-label="Accept" slotProps.input.required=true size="small"')).toEqual({
      slotProps: { input: { 'aria-label': 'Accept', required: true } },
      size: 'small',
    });
    expect(() => parsePlaygroundArgs(' size="small" size.x=1')).toThrow('size.x cannot go inside size');
    expect(() => parsePlaygroundArgs(' a.b=1 a.b=2')).toThrow('a.b is given twice');
  });
});

describe('playground elements', () => {
  it('reads element children with text and text props', () => {
    expect(parsePlaygroundElements('Button: One | Button: Two: three')).toEqual([
      { name: 'Button', props: {}, text: 'One' },
      { name: 'Button', props: {}, text: 'Two: three' },
    ]);
    expect(parsePlaygroundElements('MenuItem value=ten: Ten|MenuItem value=twenty disabled=true:Twenty')).toEqual([
      { name: 'MenuItem', props: { value: 'ten' }, text: 'Ten' },
      { name: 'MenuItem', props: { value: 'twenty', disabled: 'true' }, text: 'Twenty' },
    ]);
  });

  it('quotes the item it cannot read', () => {
    expect(() => parsePlaygroundElements('Button: One | button: two')).toThrow('cannot read "button: two"');
    expect(() => parsePlaygroundElements('Button One')).toThrow('cannot read "Button One"');
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

  const data = (name: string, fixedProps: PlaygroundData['fixedProps'], withControls: PlaygroundControl[] = controls): PlaygroundData => ({
    name,
    importPath: `@mui/material/${name}`,
    fixedProps,
    controls: withControls,
    childElements: [],
  });

  it('writes the import and the element on one line when it fits', () => {
    const tokens = playgroundCode(data('Button', {}), {
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
    const tokens = playgroundCode(data('Slider', { defaultValue: 30, 'aria-label': 'Say "hi"' }), {
      children: '',
      variant: 'contained',
      size: 'large',
      disabled: true,
    });
    expect(codeText(tokens)).toBe(
      'import Slider from \'@mui/material/Slider\';\n\n<Slider\n  defaultValue={30}\n  aria-label={"Say \\"hi\\""}\n  variant="contained"\n  size="large"\n  disabled\n/>',
    );
  });

  it('writes object props as literals', () => {
    const tokens = playgroundCode(data('Switch', { slotProps: { input: { 'aria-label': "Rock 'n' roll" } } }, []), {});
    expect(codeText(tokens)).toBe(
      "import Switch from '@mui/material/Switch';\n\n<Switch slotProps={{ input: { 'aria-label': 'Rock \\'n\\' roll' } }} />",
    );
  });

  it('imports element children once and writes one per line under the tag', () => {
    const sizeControl = playgroundControls([prop('size', "'small' | 'medium'", "'medium'")]);
    const tokens = playgroundCode(
      {
        ...data('ButtonGroup', { 'aria-label': 'Views' }, sizeControl),
        childElements: [
          { name: 'Button', importPath: '@mui/material/Button', props: {}, text: 'Day' },
          { name: 'Button', importPath: '@mui/material/Button', props: { value: 'w' }, text: 'Week' },
          { name: 'Tab', importPath: '@mui/material/Tab', props: { label: 'Month' }, text: '' },
        ],
      },
      { size: 'small' },
    );
    expect(codeText(tokens)).toBe(
      [
        "import ButtonGroup from '@mui/material/ButtonGroup';",
        "import Button from '@mui/material/Button';",
        "import Tab from '@mui/material/Tab';",
        '',
        '<ButtonGroup aria-label="Views" size="small">',
        '  <Button>Day</Button>',
        '  <Button value="w">Week</Button>',
        '  <Tab label="Month" />',
        '</ButtonGroup>',
      ].join('\n'),
    );
  });
  it('elides the children of a component the page renders with its parts, and shows where they go', () => {
    const variantControl = playgroundControls([prop('variant', "'plain' | 'soft'", "'plain'")]);
    const table = {
      ...data('Table', { 'aria-label': 'Orders' }, variantControl),
      importPath: '@mui/joy/Table',
      render: { module: 'TablePlayground', takesChildren: true },
    };
    expect(codeText(playgroundCode(table, { variant: 'soft' }))).toBe(
      ["import Table from '@mui/joy/Table';", '', '<Table aria-label="Orders" variant="soft">', '  …', '</Table>'].join('\n'),
    );
    expect(codeText(playgroundCode({ ...table, render: undefined }, { variant: 'soft' }))).toContain('variant="soft" />');
  });

  it('elides what the page adds to a component without children (options) in its props', () => {
    const variantControl = playgroundControls([prop('variant', "'plain' | 'soft'", "'plain'")]);
    const autocomplete = {
      ...data('Autocomplete', {}, variantControl),
      importPath: '@mui/joy/Autocomplete',
      render: { module: 'AutocompletePlayground', takesChildren: false },
    };
    expect(codeText(playgroundCode(autocomplete, { variant: 'soft' }))).toBe(
      ["import Autocomplete from '@mui/joy/Autocomplete';", '', '<Autocomplete … variant="soft" />'].join('\n'),
    );
  });
});

describe("Joy UI's axes in the playground", () => {
  const controls: PlaygroundControl[] = [
    { kind: 'options', prop: 'color', options: ['success', 'warning', 'primary', 'neutral', 'danger'], default: 'primary' },
    { kind: 'options', prop: 'variant', options: ['outlined', 'plain', 'soft', 'solid'], default: 'solid' },
    { kind: 'options', prop: 'size', options: ['sm', 'md', 'lg'], default: 'md' },
    { kind: 'options', prop: 'orientation', options: ['vertical', 'horizontal'], default: 'vertical' },
    { kind: 'switch', prop: 'disabled', default: false },
  ];

  it('orders variant, color and size as Joy teaches them, and leaves other props alone', () => {
    const ordered = orderOptions(controls, JOY_AXES);
    const options = Object.fromEntries(
      ordered.map((control) => [control.prop, control.kind === 'options' ? control.options : control.kind]),
    );
    expect(options).toEqual({
      color: ['primary', 'neutral', 'danger', 'success', 'warning'],
      variant: ['plain', 'outlined', 'soft', 'solid'],
      size: ['sm', 'md', 'lg'],
      orientation: ['vertical', 'horizontal'],
      disabled: 'switch',
    });
    // The defaults stay the component's.
    expect(ordered.map((control) => control.default)).toEqual(controls.map((control) => control.default));
  });

  it('keeps options the order does not know, after the known ones', () => {
    const [color] = orderOptions([{ kind: 'options', prop: 'color', options: ['brand', 'danger', 'primary'], default: null }], JOY_AXES);
    expect(color.kind === 'options' && color.options).toEqual(['primary', 'danger', 'brand']);
  });
});
