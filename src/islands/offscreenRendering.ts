/**
 * When the demo frames start skipping their rendering off-screen (`content-visibility: auto`,
 * islandFrame.module.css): once the document has been parsed, not before. At the end of parsing,
 * Chrome's autofill looks at every form field of the page and needs each one laid out; a field in a
 * frame whose rendering is skipped is laid out on its own, one full layout per frame (Autocomplete:
 * about 70 layouts in one task, about 300 ms at 4x CPU). Skipping starts a task later instead,
 * after that first look, when every frame has been laid out once and its size is remembered (frames
 * held below the fold line aside, see below). Without JavaScript nothing is skipped, and the page
 * renders as it is.
 */
export const SKIP_OFFSCREEN_ATTRIBUTE = 'data-skip-offscreen';

/**
 * Frames below the fold line (the third frame of a page on) are not laid out while the document is
 * parsed: Chrome lays out what it has parsed many times over as the HTML comes in, and on a
 * component page most of that is demos far below the screen (Autocomplete on a phone, 4x CPU:
 * layout 377 → 209 ms, style 183 → 101 ms). Hidden (`display: none`), their fields are no work for
 * autofill's look either. They appear with the skip, already skipped where off-screen.
 */
export const FOLD_DEFERRED_ATTRIBUTE = 'data-fold-deferred';

/** Marks the frames below the line (DocsPage wraps them). */
export const BELOW_FOLD_ATTRIBUTE = 'data-below-fold';

/** Marks each demo or playground frame (IslandFrame), for the skip's look at what is in view. */
export const FRAME_ATTRIBUTE = 'data-island-frame';

/**
 * Marks the frames in the window when skipping starts: they never skip. Chrome skips a frame that
 * turns `content-visibility: auto` for one rendering update, in view or not, before its first look
 * at what is in view; the frame's content then appears again, which counts as a layout shift (Joy
 * UI's Button page, desktop: 0.012 on a 900 px window, 0.12 on 1,300 px).
 */
export const IN_VIEW_ATTRIBUTE = 'data-in-view-at-skip';

/** From the load event to the first held frame laid out ahead of the reader (see `foldLineScript`). */
export const WARM_UP_DELAY_MS = 5000;

const quoted = (name: string) => JSON.stringify(name);

/**
 * Inline, at the end of <body> (pages/_document.tsx). It first marks the frames in view, reading
 * their place: the page has usually just been laid out for autofill's look, so the read seldom
 * costs a layout (Autocomplete, 4x CPU: 0.4 to 7 ms). In the same task, the frames held below the
 * fold line (see below) appear: already skipped where off-screen, never laid out there.
 */
export const skipOffscreenScript = `(function(){var d=document;function s(){setTimeout(function(){var r=d.documentElement,h=innerHeight;[].forEach.call(d.querySelectorAll("[${FRAME_ATTRIBUTE}]"),function(f){var b=f.getBoundingClientRect();b.top<h&&b.bottom>0&&f.setAttribute(${quoted(
  IN_VIEW_ATTRIBUTE,
)},"")});r.setAttribute(${quoted(
  SKIP_OFFSCREEN_ATTRIBUTE,
)},"");r.removeAttribute(${quoted(FOLD_DEFERRED_ATTRIBUTE)})})}d.readyState==="loading"?d.addEventListener("DOMContentLoaded",s):s()})();`;

/**
 * Inline, at the fold line, after the content above it; the frames below it are not parsed yet.
 *
 * It holds them on a plain visit only: a URL with a fragment may target something below the line,
 * and a reload or a step back in history restores a scroll position that hidden frames would make
 * wrong. And only when the content above the line ends a quarter of a window below the screen or
 * more: otherwise a frame could appear in view, moving what the reader sees. The quarter is kept in
 * hand for the page's fonts, often not loaded yet here, which set the text tighter (Autocomplete on
 * a phone: the line moves up 194 px, 4%).
 *
 * Held frames appear a task after parsing, with the skip (`skipOffscreenScript`). Then, from a few
 * seconds after the page has loaded, one frame per idle moment, each held frame with a form field
 * is laid out: frames that Chrome has never laid out would all be laid out when autofill looks at
 * the fields again, at the reader's first tap on one (Autocomplete: 27 layouts, about 35 ms,
 * against 6 ms once laid out).
 */
export const foldLineScript = `(function(){var d=document,r=d.documentElement,s=d.currentScript,p=s&&s.previousElementSibling;try{var n=performance.getEntriesByType("navigation")[0];if(location.hash||!n||n.type!=="navigate"||!p||p.getBoundingClientRect().bottom<=innerHeight*1.25)return}catch(e){return}r.setAttribute(${quoted(
  FOLD_DEFERRED_ATTRIBUTE,
)},"");function w(){var f=[].slice.call(d.querySelectorAll("[${BELOW_FOLD_ATTRIBUTE}]")),i=0;function t(){for(;i<f.length;){var e=f[i++].querySelector("input,textarea,select");if(e){e.getBoundingClientRect();break}}if(i<f.length)requestIdleCallback(t)}if(window.requestIdleCallback)setTimeout(function(){requestIdleCallback(t)},${WARM_UP_DELAY_MS})}addEventListener("load",w)})();`;
