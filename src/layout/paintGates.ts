import { PAINT_GATE_PREFIX } from './PaintGate';

/**
 * The ids of the paint gates (src/layout/PaintGate.tsx) in a page's rendered HTML, in document
 * order, each once. The document links only to these: written at export, no script, and no link
 * to a missing marker, which would hold the paint until the whole document is parsed.
 */
export function paintGateIds(html: string): string[] {
  const marker = new RegExp(`<span id="(${PAINT_GATE_PREFIX}[^"]+)" hidden="">`, 'g');
  return [...new Set(Array.from(html.matchAll(marker), (match) => match[1]))];
}
