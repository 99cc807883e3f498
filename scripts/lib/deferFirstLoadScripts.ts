/**
 * Asks for a page's scripts once its content has painted. Next lists them as `<script defer>` in
 * `<head>`, so the browser fetches them with the document: on a slow connection they share its
 * bandwidth, and the first paint of the text (the page's largest element, its first paragraph)
 * comes once they have run. The chunks of the `next/dynamic` parts the page drew on the server (the
 * demo frame, the API page's parts) are among them, written before the others and `defer` first:
 * fetched early, one took the connection a preloaded font then waited for (Autocomplete:
 * Lighthouse's LCP 1.50 s instead of 1.35 s whenever it did). Here the list becomes data at the end
 * of `<body>`, and one small script adds them, in order (`async = false`), on the first frame after
 * the page painted; a page opened in a background tab, which paints no frame, gets them after a
 * second.
 */

export const FIRST_LOAD_SCRIPTS_ID = 'first-load-scripts';

const DEFERRED_SCRIPT = /<script (?:src="([^"]+)" defer=""|defer="" src="([^"]+)")><\/script>/g;

/** The same on every page, so the Content-Security-Policy allows it by one hash. */
export const SCRIPT_LOADER = `(function(){var d=document,l=JSON.parse(d.getElementById(${JSON.stringify(
  FIRST_LOAD_SCRIPTS_ID,
)}).textContent),s=0;function g(){if(s)return;s=1;l.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=!1;d.head.appendChild(e)})}requestAnimationFrame(function(){setTimeout(g)});setTimeout(g,1e3)})()`;

/** A JSON list that cannot close the `<script>` element holding it. */
function scriptList(sources: string[]): string {
  return JSON.stringify(sources).replace(/</g, '\\u003c');
}

export function deferFirstLoadScripts(html: string): { html: string; deferred: number } {
  const sources: string[] = [];
  const withoutScripts = html.replace(DEFERRED_SCRIPT, (_, srcFirst: string | undefined, deferFirst: string | undefined) => {
    sources.push((srcFirst ?? deferFirst)!);
    return '';
  });
  const bodyEnd = withoutScripts.lastIndexOf('</body>');
  if (sources.length === 0 || bodyEnd === -1) {
    return { html, deferred: 0 };
  }
  const loader = `<script type="application/json" id="${FIRST_LOAD_SCRIPTS_ID}">${scriptList(sources)}</script><script>${SCRIPT_LOADER}</script>`;
  return { html: withoutScripts.slice(0, bodyEnd) + loader + withoutScripts.slice(bodyEnd), deferred: sources.length };
}

/** The scripts a page so transformed loads, in order: what the JavaScript budget counts. */
export function firstLoadScriptList(html: string): string[] {
  const match = html.match(new RegExp(`<script type="application/json" id="${FIRST_LOAD_SCRIPTS_ID}">([^<]*)</script>`));
  return match ? (JSON.parse(match[1]) as string[]) : [];
}
