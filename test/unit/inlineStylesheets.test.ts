/**
 * @jest-environment node
 */
import { inlineStylesheets } from '../../scripts/lib/inlineStylesheets';

const HEAD = [
  '<link rel="preload" href="/_next/static/chunks/a.css" as="style"/>',
  '<link rel="preload" href="/_next/static/chunks/b.css" as="style"/>',
  '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-n-p=""/>',
  '<link rel="stylesheet" href="/_next/static/chunks/b.css" data-n-p=""/>',
  '<link rel="stylesheet" href="/static/demos/material-theme.css" data-precedence="demos"/>',
].join('');

const SHEETS: Record<string, string> = {
  '/static/demos/material-theme.css': ':root{--mui-palette-primary-main:#1976d2}',
  '/_next/static/chunks/a.css': '.a{color:red}',
  '/_next/static/chunks/b.css': '.b::after{content:"</style><script>alert(1)</script>"}',
};

describe('inlineStylesheets', () => {
  it("puts Next's page sheets in the page as the <style data-n-href> tags its router manages, without their preloads", () => {
    const { html, inlined } = inlineStylesheets(HEAD, (href) => SHEETS[href] ?? null);
    expect(inlined).toBe(2);
    expect(html).toContain('<style data-n-href="/_next/static/chunks/a.css">.a{color:red}</style>');
    expect(html).not.toContain('rel="preload" href="/_next/static/chunks/a.css"');
    expect(html).not.toContain('data-n-p');
  });

  it('keeps a sheet React places (data-precedence) as a link, for React to find when it hydrates', () => {
    const { html } = inlineStylesheets(HEAD, (href) => SHEETS[href] ?? null);
    expect(html).toContain('<link rel="stylesheet" href="/static/demos/material-theme.css" data-precedence="demos"/>');
  });

  it('inlines a sheet React places only when named, in <head>, as the <style data-href> its component looks for', () => {
    const page = `<html><head>${HEAD.replace('<link rel="stylesheet" href="/static/demos/material-theme.css" data-precedence="demos"/>', '')}</head><body><div id="__next"><link rel="stylesheet" href="/static/demos/material-theme.css" data-precedence="demos"/><main></main></div></body></html>`;
    const { html, inlined } = inlineStylesheets(page, (href) => SHEETS[href] ?? null, ['/static/demos/material-theme.css']);
    expect(inlined).toBe(3);
    const [head, body] = html.split('<body>');
    expect(head).toContain(
      '<style data-href="/static/demos/material-theme.css" data-precedence="demos">:root{--mui-palette-primary-main:#1976d2}</style></head>',
    );
    expect(body).toBe('<div id="__next"><main></main></div></body></html>');
  });

  it('cannot let a sheet close its <style> element', () => {
    const { html } = inlineStylesheets(HEAD, (href) => SHEETS[href] ?? null);
    const style = html.slice(html.indexOf('<style data-n-href="/_next/static/chunks/b.css">'));
    expect(style.indexOf('</style>')).toBe(style.lastIndexOf('</style>'));
    expect(style).toContain('<\\/style><script>');
  });

  it('leaves a link whose sheet it cannot read as it was, with its preload', () => {
    const { html, inlined } = inlineStylesheets(HEAD, (href) => (href.endsWith('a.css') ? SHEETS[href] : null));
    expect(inlined).toBe(1);
    expect(html).toContain('<link rel="preload" href="/_next/static/chunks/b.css" as="style"/>');
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/b.css" data-n-p=""/>');
  });
});
