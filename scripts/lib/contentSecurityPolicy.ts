/**
 * The site's Content-Security-Policy, computed from the exported pages at build time: scripts
 * from the site itself plus the sha256 hash of each inline script a page really carries (no
 * 'unsafe-inline', no 'unsafe-eval'); third-party origins only for the services the build is
 * configured with. Every page carries it in a <meta> tag; `out/_headers` carries it as a header
 * with what a meta tag cannot say.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';

export interface PolicySettings {
  /** The ad network's script (NEXT_PUBLIC_AD_NETWORK_SCRIPT_URL), or null when off. */
  networkScriptUrl: string | null;
  /** The ad feed (NEXT_PUBLIC_AD_FEED_URL), or null when off. */
  feedUrl: string | null;
  /** The Google Analytics measurement id, or null when off. */
  measurementId: string | null;
}

export type Directives = Map<string, string[]>;

/** Scripts some ad networks load besides the one configured (Carbon's script asks its ad server for the ad). */
const NETWORK_SCRIPT_COMPANIONS: Record<string, string[]> = {
  'https://cdn.carbonads.com': ['https://srv.carbonads.net'],
};

/** Where Google's tag loads from and sends to (Google's published list for GA4). */
const ANALYTICS_SOURCES = {
  script: ['https://*.googletagmanager.com'],
  img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
  connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
};

/** Where the demos' "Open in CodeSandbox" and "Open in StackBlitz" forms post. */
const SANDBOX_FORM_TARGETS = ['https://codesandbox.io', 'https://stackblitz.com'];

const EXECUTABLE_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

/** The inline scripts a browser runs: no `src`, a JavaScript type (JSON and JSON-LD blocks are data). */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const [, attributes, body] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const type = /\btype=["']?([^"'\s>]+)/i.exec(attributes)?.[1].toLowerCase() ?? '';
    if (!/\bsrc=/i.test(attributes) && EXECUTABLE_TYPES.has(type)) {
      scripts.push(body);
    }
  }
  return scripts;
}

/** A CSP source for a script's exact text. */
export function hashSource(script: string): string {
  return `'sha256-${crypto.createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

const originOf = (url: string) => new URL(url).origin;

/** The policy, directive by directive; `hashes` are the sources of the inline scripts it allows. */
export function policyDirectives(hashes: string[], settings: PolicySettings): Directives {
  const script = ["'self'", ...new Set(hashes)];
  // Pagefind's search index is WebAssembly.
  script.push("'wasm-unsafe-eval'");
  const img = ["'self'", 'data:'];
  const connect = ["'self'"];
  if (settings.networkScriptUrl) {
    const origin = originOf(settings.networkScriptUrl);
    script.push(origin, ...(NETWORK_SCRIPT_COMPANIONS[origin] ?? []));
    img.push(origin);
  }
  if (settings.feedUrl) {
    connect.push(originOf(settings.feedUrl));
    img.push(originOf(settings.feedUrl));
  }
  if (settings.networkScriptUrl || settings.feedUrl) {
    // Ad artwork and tracking pixels come from each advertiser's own hosts.
    img.push('https:');
  }
  if (settings.measurementId) {
    script.push(...ANALYTICS_SOURCES.script);
    img.push(...ANALYTICS_SOURCES.img);
    connect.push(...ANALYTICS_SOURCES.connect);
  }
  const unique = (sources: string[]) => [...new Set(sources)];
  return new Map([
    ['default-src', ["'self'"]],
    ['script-src', unique(script)],
    // Emotion writes its styles into <style> elements as components render; a static export has
    // no per-response nonce to give them.
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', unique(img)],
    ['font-src', ["'self'"]],
    ['connect-src', unique(connect)],
    // The service worker and Pagefind's worker.
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    ['frame-src', ["'none'"]],
    // The site itself for the search page's form (a GET to /search/ where JavaScript is off).
    ['form-action', ["'self'", ...SANDBOX_FORM_TARGETS]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
  ]);
}

/** The policy as a header value; `frame-ancestors` is added where a header carries it (a meta tag cannot). */
export function serializePolicy(directives: Directives, { header = false }: { header?: boolean } = {}): string {
  const entries = [...directives];
  if (header) {
    entries.push(['frame-ancestors', ["'self'"]]);
  }
  return entries.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

const META_PATTERN = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/;

/**
 * The page with its policy in a <meta> tag, right after the charset (a meta policy covers only
 * what follows it, and the charset must stay within the first 1024 bytes).
 */
export function withPolicyMeta(html: string, policy: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${policy.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"/>`;
  if (META_PATTERN.test(html)) {
    return html.replace(META_PATTERN, meta);
  }
  const charset = /<meta charset="?utf-8"?[^>]*>/i.exec(html);
  if (!charset) {
    throw new Error('The page has no <meta charset> to place its Content-Security-Policy after');
  }
  const at = charset.index + charset[0].length;
  return `${html.slice(0, at)}${meta}${html.slice(at)}`;
}

/**
 * Gives every page the policy that allows exactly its own inline scripts, and returns the policy
 * for the whole site (every page's scripts), which `_headers` sends.
 */
export function secureExportedPages(files: string[], settings: PolicySettings): Directives {
  const siteHashes = new Set<string>();
  for (const file of files) {
    const html = fs.readFileSync(file, 'utf8');
    const hashes = inlineScripts(html).map(hashSource);
    hashes.forEach((hash) => siteHashes.add(hash));
    fs.writeFileSync(file, withPolicyMeta(html, serializePolicy(policyDirectives(hashes, settings))));
  }
  return policyDirectives([...siteHashes].sort(), settings);
}
