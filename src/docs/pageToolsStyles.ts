import { FOCUS_OUTLINE, paletteVar } from '../theme/documentSheet';

/**
 * The page's own tools around its content: the title row with the page actions
 * (src/docs/PageActions.tsx) and the feedback question (src/docs/PageFeedback.tsx). A style sheet of
 * the document, written at export (pages/_document.tsx) like the package-manager tabs' one: no
 * JavaScript for what every documentation page shows, and the theme's CSS variables for both
 * colour schemes.
 */
export const pageToolsCss = [
  '.page-title-row{display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px 16px;margin-bottom:12px}',
  '.page-title-row h1{margin:0;min-width:0;overflow-wrap:anywhere}',
  `.page-actions{display:inline-flex;flex-shrink:0;border:1px solid ${paletteVar('divider')};border-radius:8px}`,
  `.page-actions button{display:inline-flex;align-items:center;min-height:36px;padding:0 10px;border:0;background:none;color:${paletteVar('text-primary')};font:inherit;font-size:13px;font-weight:600;cursor:pointer}`,
  '.page-actions button:first-of-type{border-radius:7px 0 0 7px}',
  `.page-actions button:last-of-type{border-radius:0 7px 7px 0;border-inline-start:1px solid ${paletteVar('divider')};padding:0 4px}`,
  // The same copied state as the code blocks' copy buttons.
  '.page-actions [data-copied] .copy-label,.page-actions button:not([data-copied]) .copied-label{display:none}',
  `.page-feedback{margin-bottom:32px;padding:16px;border:1px solid ${paletteVar('divider')};border-radius:12px;font-size:14px}`,
  '.page-feedback h2{display:inline;margin:0 8px 0 0;font-size:inherit;font-weight:600}',
  `.page-feedback button{min-height:36px;margin:4px 8px 4px 0;padding:0 12px;border:1px solid ${paletteVar('divider')};border-radius:8px;background:none;color:inherit;font:inherit;cursor:pointer}`,
  `.page-feedback button[aria-pressed="true"]{border-color:${paletteVar('primary-main')};color:${paletteVar('primary-main')};font-weight:600}`,
  `.page-actions button:hover,.page-feedback button:hover{background-color:${paletteVar('action-hover')}}`,
  `.page-actions button:focus-visible{${FOCUS_OUTLINE};outline-offset:-2px}`,
  `.page-feedback :focus-visible{${FOCUS_OUTLINE};outline-offset:2px}`,
].join('');
