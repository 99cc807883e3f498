/*
 * A paint gate holds the page's first paint until the HTML before it is parsed. A browser paints a
 * page while its HTML still arrives, and a row painted before its last items shifts when they come:
 * the app bar's search button moved left, the page actions jumped from under the title to beside
 * it, the versions table's columns widened (seen on a slow phone). The gate is an empty marker after
 * such a row, and the document names each marker of the page in a `<link rel="expect"
 * blocking="render">` (src/layout/paintGates.ts): Chromium paints nothing until the marker is
 * parsed; other browsers ignore it. A marker after the row, not the row itself, is the target:
 * Chromium unblocks once its target is inserted, not once it is closed.
 */
export const PAINT_GATE_PREFIX = 'paint-gate-';

export default function PaintGate({ name }: { name: string }) {
  return <span id={`${PAINT_GATE_PREFIX}${name}`} hidden />;
}
