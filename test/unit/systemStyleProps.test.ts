/**
 * @jest-environment node
 */
import * as system from '@mui/system';
import { unstable_defaultSxConfig as sxConfig } from '@mui/system';
import { stylePropRows, stylePropsTableHtml, stylePropsTableMarkdown } from '../../src/content/system/styleProps';
import { STYLE_PROP_GROUPS } from '../../src/content/system/stylePropGroups';

const rowOf = (group: Parameters<typeof stylePropRows>[0], prop: string) => {
  const row = stylePropRows(group).find((candidate) => candidate.prop === prop);
  if (!row) throw new Error(`no row for ${prop}`);
  return row;
};

describe('stylePropRows', () => {
  it.each(STYLE_PROP_GROUPS)('lists every prop MUI System puts in %s, in its order', (group) => {
    const { filterProps } = system[group] as unknown as { filterProps: string[] };
    expect(filterProps.length).toBeGreaterThan(0);
    expect(stylePropRows(group).map((row) => row.prop)).toEqual(filterProps);
  });

  it('gives the CSS properties the system writes, shorthands included', () => {
    expect(rowOf('spacing', 'px').css).toEqual(['padding-left', 'padding-right']);
    expect(rowOf('spacing', 'marginBlockEnd').css).toEqual(['margin-block-end']);
    expect(rowOf('palette', 'bgcolor').css).toEqual(['background-color']);
    expect(rowOf('display', 'displayPrint').css).toEqual(['@media print { display }']);
    expect(rowOf('typography', 'typography').css).toEqual(expect.arrayContaining(['font-family', 'font-size', 'line-height']));
  });

  it("turns a sample value into the CSS of Material UI's default theme", () => {
    expect(rowOf('borders', 'border').example).toEqual({ input: 'border: 1', output: 'border: 1px solid' });
    expect(rowOf('borders', 'borderRadius').example).toEqual({ input: 'borderRadius: 2', output: 'border-radius: 8px' });
    expect(rowOf('spacing', 'my').example).toEqual({ input: 'my: 2', output: 'margin-top: 16px; margin-bottom: 16px' });
    expect(rowOf('sizing', 'maxWidth').example).toEqual({ input: "maxWidth: 'sm'", output: 'max-width: 600px' });
    expect(rowOf('sizing', 'width').example).toEqual({ input: 'width: 0.5', output: 'width: 50%' });
    expect(rowOf('positions', 'zIndex').example).toEqual({ input: "zIndex: 'modal'", output: 'z-index: 1300' });
    expect(rowOf('palette', 'color').example).toEqual({ input: "color: 'text.secondary'", output: 'color: rgba(0, 0, 0, 0.6)' });
  });

  it('says where the theme is read, and leaves plain CSS props without an example', () => {
    expect(rowOf('spacing', 'p').themeKey).toBe('spacing');
    expect(rowOf('borders', 'borderColor').themeKey).toBe('palette');
    expect(rowOf('flexbox', 'justifyContent')).toEqual({ prop: 'justifyContent', css: ['justify-content'], themeKey: null, example: null });
  });

  it("knows the theme key of every style function in the system's sx configuration", () => {
    const styled = STYLE_PROP_GROUPS.flatMap((group) => stylePropRows(group)).filter((row) => sxConfig[row.prop].style);
    expect(styled.length).toBeGreaterThan(40);
    expect(styled.filter((row) => row.themeKey === null)).toEqual([]);
  });
});

describe('the props table', () => {
  it('escapes what it prints and scrolls inside itself', () => {
    const html = stylePropsTableHtml('typography');
    expect(html.startsWith('<div class="table-scroll" tabindex="0"><table>')).toBe(true);
    expect(html).toContain('&quot;Roboto&quot;');
    expect(html).not.toContain('"Roboto"');
  });

  it('has one Markdown row per prop', () => {
    const lines = stylePropsTableMarkdown('spacing').split('\n');
    expect(lines).toHaveLength(2 + (system.spacing as unknown as { filterProps: string[] }).filterProps.length);
    expect(lines).toContain('| `px` | `padding-left`, `padding-right` | `spacing` | `px: 2` → `padding-left: 16px; padding-right: 16px` |');
  });
});
