/**
 * Puts back in place the Suspense boundaries React wrote out of place. Once it has written about
 * 12.8 kB of a page, React's server renderer "outlines" every further boundary over 500 bytes,
 * even one already complete: a `<!--$?-->` placeholder where it belongs, its markup in a hidden
 * `<div id="S:…">` at the end of the body, and an inline script (`$RC`) that moves it in. Next
 * renders pages without a way to raise that threshold. For a static page this only hides the
 * page's deferred parts (src/components/deferredPart.tsx: the sidebar, the contents, the footer)
 * until the scripts run, and for good without JavaScript. Each boundary is written here as React
 * writes a complete one in place (`<!--$-->…<!--/$-->`), and the reveal scripts are dropped.
 */

// React numbers boundaries and segments in hexadecimal: B:a is the eleventh.
const PLACEHOLDER = /<!--\$\?--><template id="B:([0-9a-f]+)"><\/template><!--\/\$-->/g;
// A segment's markup runs to the `</div>` just before the script that reveals it.
const SEGMENT =
  /<div hidden id="S:([0-9a-f]+)">([\s\S]*?)<\/div><script>(?:(?!<\/script>)[\s\S])*?\$RC\("B:([0-9a-f]+)","S:\1"\)<\/script>/g;
const REVEAL_CLOCK = '<script>requestAnimationFrame(function(){$RT=performance.now()});</script>';
// React's other instructions (a segment to move, a boundary to render in the browser): scripts of its `$R…` functions.
const REACT_INSTRUCTION = /<script>\$R[A-Z]*[=(][^<]{0,40}/;

export function inlineOutlinedBoundaries(html: string): { html: string; inlined: number } {
  if (!html.includes('<!--$?-->')) {
    return { html, inlined: 0 };
  }
  const segments = new Map<string, string>();
  let rest = html.replace(SEGMENT, (_, segment: string, markup: string, boundary: string) => {
    segments.set(boundary, markup);
    return '';
  });
  rest = rest.replace(REVEAL_CLOCK, '');
  let inlined = 0;
  // A segment may hold a placeholder of its own: fill until none is left.
  for (let pass = 0; rest.includes('<!--$?-->') && pass <= segments.size; pass += 1) {
    rest = rest.replace(PLACEHOLDER, (placeholder, boundary: string) => {
      const markup = segments.get(boundary);
      if (markup === undefined) {
        return placeholder;
      }
      inlined += 1;
      return `<!--$-->${markup}<!--/$-->`;
    });
  }
  // Anything else is a boundary still waiting at the end of the render, or one React gave up on:
  // not a page to publish.
  const left = [rest.match(PLACEHOLDER)?.[0], rest.match(REACT_INSTRUCTION)?.[0]].filter(Boolean);
  if (left.length > 0) {
    throw new Error(`A Suspense boundary was not complete when the page was written: ${left.join(', ')}`);
  }
  return { html: rest, inlined };
}
