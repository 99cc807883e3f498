/**
 * @jest-environment node
 */
import { renderToStaticMarkup } from 'react-dom/server';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { blockedInlineScripts, pagePolicy } from '../helpers/contentSecurityPolicy';
import {
  hashSource,
  inlineScripts,
  policyDirectives,
  serializePolicy,
  withPolicyMeta,
  type PolicySettings,
} from '../../scripts/lib/contentSecurityPolicy';
import { sanitizeColorModeScript } from '../../src/settings/colorMode';
import { codePreferenceScript } from '../../src/demos/preferenceScript';
import { gtagInlineScript } from '../../src/analytics/tagSetup';
import { REDIRECT_SCRIPT } from '../../scripts/lib/redirectPages';

const NOTHING_CONFIGURED: PolicySettings = { networkScriptUrl: null, feedUrl: null, measurementId: null };

/** A page as the export writes it: the site's real inline scripts, data blocks and bundles. */
function exportedPage(): string {
  const colorScheme = renderToStaticMarkup(<InitColorSchemeScript attribute="class" defaultMode="system" />);
  return [
    '<!DOCTYPE html><html><head><meta charSet="utf-8" data-next-head=""/><title>Button</title>',
    `<script>${sanitizeColorModeScript}</script>`,
    `<script>${codePreferenceScript}</script>`,
    `<script>${gtagInlineScript(null)}</script>`,
    '<script type="application/ld+json">{"@type":"BreadcrumbList"}</script>',
    '<script defer="" src="/_next/static/chunks/a.js"></script>',
    '</head><body>',
    colorScheme,
    '<script id="__NEXT_DATA__" type="application/json">{"props":{}}</script>',
    `<script>${REDIRECT_SCRIPT}</script>`,
    '</body></html>',
  ].join('');
}

function secured(html: string, settings = NOTHING_CONFIGURED): string {
  return withPolicyMeta(html, serializePolicy(policyDirectives(inlineScripts(html).map(hashSource), settings)));
}

describe('the Content-Security-Policy of exported pages', () => {
  it('hashes a script as browsers do (the value openssl gives for alert(1))', () => {
    expect(hashSource('alert(1)')).toBe("'sha256-bhHHL3z2vDgxUt0W3dWQOrprscmda2Y5pLsLg4GF+pI='");
  });

  it('finds the inline scripts a browser runs, not data blocks or bundles', () => {
    const scripts = inlineScripts(exportedPage());
    expect(scripts).toHaveLength(5);
    expect(scripts).toEqual(expect.arrayContaining([sanitizeColorModeScript, codePreferenceScript, REDIRECT_SCRIPT]));
    expect(scripts.some((script) => script.includes('BreadcrumbList') || script.includes('"props"'))).toBe(false);
  });

  it("allows exactly the page's own inline scripts", () => {
    expect(blockedInlineScripts(secured(exportedPage()))).toEqual([]);
  });

  it('blocks a script changed after the policy was made, until the policy follows (control)', () => {
    const changed = secured(exportedPage()).replace(codePreferenceScript, `${codePreferenceScript};window.extra=1`);
    expect(blockedInlineScripts(changed)).toEqual([`${codePreferenceScript};window.extra=1`]);
    expect(blockedInlineScripts(secured(changed))).toEqual([]);
  });

  it('blocks every inline script of a page without a policy', () => {
    expect(blockedInlineScripts(exportedPage())).toHaveLength(5);
  });

  it("never allows inline scripts or eval, plugins or another base; only the site's own origin by default", () => {
    const directives = policyDirectives([hashSource('alert(1)')], NOTHING_CONFIGURED);
    const script = directives.get('script-src')!;
    expect(script).not.toContain("'unsafe-inline'");
    expect(script).not.toContain("'unsafe-eval'");
    expect(script.filter((source) => !source.startsWith("'sha256-"))).toEqual(["'self'", "'wasm-unsafe-eval'"]);
    expect(directives.get('object-src')).toEqual(["'none'"]);
    expect(directives.get('base-uri')).toEqual(["'self'"]);
    expect(directives.get('img-src')).toEqual(["'self'", 'data:']);
    expect(directives.get('connect-src')).toEqual(["'self'"]);
    expect(directives.get('form-action')).toEqual(["'self'", 'https://codesandbox.io', 'https://stackblitz.com']);
  });

  it('adds the ad network, the feed and analytics only when the build is configured with them', () => {
    const directives = policyDirectives([], {
      networkScriptUrl: 'https://cdn.carbonads.com/carbon.js?serve=X&placement=Y',
      feedUrl: 'https://srv.example-ads.com/ads/feed.json',
      measurementId: 'G-ABC123',
    });
    expect(directives.get('script-src')).toEqual(
      expect.arrayContaining(['https://cdn.carbonads.com', 'https://srv.carbonads.net', 'https://*.googletagmanager.com']),
    );
    expect(directives.get('connect-src')).toEqual(
      expect.arrayContaining(['https://srv.example-ads.com', 'https://*.google-analytics.com']),
    );
    expect(directives.get('connect-src')).not.toContain('https://cdn.carbonads.com');
    expect(directives.get('img-src')).toEqual(expect.arrayContaining(['https:', 'https://srv.example-ads.com']));
  });

  it('puts frame-ancestors in the header only, where browsers read it', () => {
    const directives = policyDirectives([], NOTHING_CONFIGURED);
    expect(serializePolicy(directives)).not.toContain('frame-ancestors');
    expect(serializePolicy(directives, { header: true })).toMatch(/; frame-ancestors 'self'$/);
  });

  it('places the meta tag right after the charset, before any script, and replaces it when run again', () => {
    const once = secured(exportedPage());
    expect(once.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(once.indexOf('<script'));
    expect(once.indexOf('http-equiv="Content-Security-Policy"')).toBeGreaterThan(once.indexOf('charSet'));
    const twice = secured(once);
    expect(twice.match(/Content-Security-Policy/g)).toHaveLength(1);
    expect(pagePolicy(twice)).toBe(pagePolicy(once));
  });

  it('refuses a page without a charset to anchor the policy', () => {
    expect(() => withPolicyMeta('<html><head></head></html>', "default-src 'self'")).toThrow(/no <meta charset>/);
  });
});
