import { hasInlineSheet } from '../utils/inlineSheet';

/**
 * One of the site's static style sheets, placed in <head> by React (`precedence`); through
 * next/head a style sheet is Next's warning. Nothing is linked where the page holds the sheet
 * inline already (an exported page, src/utils/inlineSheet.ts): a hoisted link takes no place in the
 * markup React hydrates, so leaving it out is no mismatch.
 */
export default function StaticSheet({ href, precedence }: { href: string; precedence: string }) {
  return hasInlineSheet(href) ? null : <link rel="stylesheet" href={href} precedence={precedence} />;
}
