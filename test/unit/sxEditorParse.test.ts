/**
 * @jest-environment node
 */
import { MAX_SX_LENGTH, parseSxObject } from '../../src/tools/sxEditor/parseSxObject';
import { SX_PRESETS } from '../../src/tools/sxEditor/presets';

describe('parseSxObject', () => {
  it('reads bare and quoted keys, both quotes, numbers, literals, nesting, arrays, comments and trailing commas', () => {
    const text = `{
  // a comment
  p: 2, m: -0.5, "width": .5,
  color: 'primary.main',
  '&:hover': { bgcolor: "action.hover", },
  flexDirection: { xs: 'column', md: 'row' },
  gap: [1, 2, 3e0],
  visible: true, hidden: false, border: null,
}`;
    expect(parseSxObject(text)).toEqual({
      ok: true,
      value: {
        p: 2,
        m: -0.5,
        width: 0.5,
        color: 'primary.main',
        '&:hover': { bgcolor: 'action.hover' },
        flexDirection: { xs: 'column', md: 'row' },
        gap: [1, 2, 3],
        visible: true,
        hidden: false,
        border: null,
      },
    });
  });

  it('keeps the child combinator of a selector', () => {
    expect(parseSxObject("{ '& > p': { m: 0 } }")).toEqual({ ok: true, value: { '& > p': { m: 0 } } });
  });

  it('reads every preset of the editor', () => {
    for (const preset of SX_PRESETS) {
      expect(parseSxObject(preset.text).ok).toBe(true);
    }
  });

  it.each([
    ['{ color: red }', 'Expected a value', 1, 10],
    ['{ p: 2\n  m: 1 }', 'Expected a comma or }', 2, 3],
    ["{ color: 'red }", 'This string has no closing quote', 1, 10],
    ['{ p: 2', 'Missing } at the end', 1, 7],
    ['[1, 2]', 'The sx value must be an object', 1, 1],
    ['{ p: 2 } x', 'Unexpected text after the object', 1, 10],
    ['{ 2: 1 }', 'Expected a key', 1, 3],
    ['{ p 2 }', 'Expected a colon after the key', 1, 5],
    ['{ p: ', 'The text ends where a value should be', 1, 6],
  ])('says where %j goes wrong', (text, error, line, column) => {
    expect(parseSxObject(text)).toEqual({ ok: false, error: expect.stringContaining(error), line, column });
  });

  it('never runs code: calls, arrows and template strings are errors', () => {
    for (const text of ['{ p: alert(1) }', '{ p: () => 2 }', '{ p: `2` }', '{ ...other }', '{ [key]: 1 }']) {
      expect(parseSxObject(text).ok).toBe(false);
    }
  });

  it("refuses the prototype's names as keys", () => {
    for (const key of ['__proto__', "'constructor'", 'prototype']) {
      expect(parseSxObject(`{ ${key}: { polluted: 1 } }`)).toMatchObject({ ok: false, error: expect.stringContaining('cannot be a key') });
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses strings that would end a CSS rule or open a tag', () => {
    for (const value of ["'red; } body { display: none'", "'</style><script>'", "'\\\\65'"]) {
      expect(parseSxObject(`{ color: ${value} }`)).toMatchObject({ ok: false, error: 'A string may not contain { } ; < or \\' });
    }
  });

  it('refuses deep nesting and long text before reading it', () => {
    expect(parseSxObject(`{ a: ${'{ a: '.repeat(9)}1${' }'.repeat(9)} }`)).toMatchObject({
      ok: false,
      error: expect.stringContaining('nest 8 deep'),
    });
    expect(parseSxObject(`{ p: ${'1'.repeat(MAX_SX_LENGTH)} }`)).toMatchObject({ ok: false, line: 1, column: 1 });
  });
});
