import { hashSource, inlineScripts } from '../../scripts/lib/contentSecurityPolicy';

/** The tests' oracles for the pages' Content-Security-Policy (scripts/lib/contentSecurityPolicy.ts writes it). */

/** The policy of a page's <meta> tag, or null. */
export function pagePolicy(html: string): string | null {
  const content = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html)?.[1];
  return content === undefined ? null : content.replace(/&quot;/g, '"').replace(/&amp;/g, '&');
}

/** The inline scripts of a page that its own policy would block (none, on every exported page). */
export function blockedInlineScripts(html: string): string[] {
  const policy = pagePolicy(html);
  const allowed = new Set(/(?:^|;\s*)script-src ([^;]*)/.exec(policy ?? '')?.[1].split(' ') ?? []);
  return inlineScripts(html).filter((script) => !allowed.has(hashSource(script)));
}
