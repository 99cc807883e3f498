import { childPath, ROOT_PATH } from '../../src/tools/themeExplorer/paths';

describe('childPath', () => {
  it('joins plain names with a dot', () => {
    expect(childPath(ROOT_PATH, 'palette')).toBe('theme.palette');
    expect(childPath('theme.palette.primary', 'main')).toBe('theme.palette.primary.main');
    expect(childPath('theme.palette.background', 'default')).toBe('theme.palette.background.default');
    expect(childPath('theme', '$x_1')).toBe('theme.$x_1');
  });

  it('indexes array positions and numeric keys with brackets', () => {
    expect(childPath('theme.shadows', '1')).toBe('theme.shadows[1]');
    expect(childPath('theme.palette.grey', '50')).toBe('theme.palette.grey[50]');
    expect(childPath('theme.palette.grey', 'A100')).toBe('theme.palette.grey.A100');
  });

  it('quotes any other key as a JavaScript string', () => {
    expect(childPath('theme.mixins.toolbar', '@media (min-width:600px)')).toBe("theme.mixins.toolbar['@media (min-width:600px)']");
    expect(childPath('theme', '01')).toBe("theme['01']");
    expect(childPath('theme', "it's")).toBe("theme['it\\'s']");
    expect(childPath('theme', 'a"b\\c\nd')).toBe("theme['a\"b\\\\c\\nd']");
    expect(childPath('theme', '')).toBe("theme['']");
  });

  it('writes paths that JavaScript reads back to the same value', () => {
    const theme = { 'a b': { "q'uote": [{ x: 1 }] } };
    const path = childPath(childPath(childPath(childPath(ROOT_PATH, 'a b'), "q'uote"), '0'), 'x');
    expect(new Function('theme', `return ${path};`)(theme)).toBe(1);
  });
});
