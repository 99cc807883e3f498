/**
 * When the demo frames start skipping their rendering off-screen (`content-visibility: auto`,
 * islandFrame.module.css): once the document has been parsed, not before. At the end of parsing,
 * Chrome's autofill looks at every form field of the page and needs each one laid out; a field in a
 * frame whose rendering is skipped is laid out on its own, one full layout per frame (Autocomplete:
 * about 70 layouts in one task, about 300 ms at 4x CPU). Skipping starts a task later instead,
 * after that first look, when every frame has been laid out once and its size is remembered. Without
 * JavaScript nothing is skipped, and the page renders as it is.
 */
export const SKIP_OFFSCREEN_ATTRIBUTE = 'data-skip-offscreen';

/** Inline, at the end of <body> (pages/_document.tsx). */
export const skipOffscreenScript = `(function(){var d=document;function s(){setTimeout(function(){d.documentElement.setAttribute(${JSON.stringify(
  SKIP_OFFSCREEN_ATTRIBUTE,
)},"")})}d.readyState==="loading"?d.addEventListener("DOMContentLoaded",s):s()})();`;
