import { hasInlineSheet } from '../../src/utils/inlineSheet';

describe('hasInlineSheet', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('finds a sheet the exported page holds inline, and only that one', () => {
    expect(hasInlineSheet('/static/demos/material-theme.css')).toBe(false);
    document.head.innerHTML = '<style data-href="/static/demos/material-theme.css" data-precedence="demos">:root{}</style>';
    expect(hasInlineSheet('/static/demos/material-theme.css')).toBe(true);
    expect(hasInlineSheet('/static/demos/joy-theme.css')).toBe(false);
  });

  it('does not take a linked sheet for an inline one (React manages the link)', () => {
    document.head.innerHTML = '<link rel="stylesheet" href="/static/demos/joy-theme.css" data-precedence="demos">';
    expect(hasInlineSheet('/static/demos/joy-theme.css')).toBe(false);
  });
});
