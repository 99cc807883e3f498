import { FOCUS_OUTLINE, paletteVar } from '../theme/documentSheet';
import { API_VIEW_ATTRIBUTE } from './apiView';

const LIST = `html[${API_VIEW_ATTRIBUTE}="list"] .api-table`;
/** A row skipped by layout while out of view; completed with its height until first shown. */
const ROW_OUT_OF_VIEW = 'content-visibility:auto;contain-intrinsic-block-size:auto ';

/**
 * What only API pages show: their tables (src/content/api/apiTablesHtml.ts) and the compact list view of their tables, the
 * Table/List switch (src/api/ApiViewSwitch.tsx) and the table of contents' groups
 * (src/api/ApiTocGroup.tsx). A style sheet of the document, written at export (pages/_document.tsx)
 * like the package-manager tabs' one, so none of it is in a page's JavaScript; on every page, as a
 * client-side navigation may bring an API page to any of them.
 */
export const apiPageCss = [
  // The tables. Fixed columns: a long type wraps inside its cell instead of widening the page.
  '.api-table{width:100%;border-collapse:collapse;table-layout:fixed;font-size:14px;margin-bottom:24px}',
  '.api-table td{overflow-wrap:anywhere}',
  // A linked row lands below the sticky app bar.
  '.api-table tr[id]{scroll-margin-top:88px}',
  `.api-table th,.api-table td{text-align:start;vertical-align:top;padding:10px 12px;border-bottom:1px solid ${paletteVar('divider')}}`,
  '.api-table th{font-weight:600}',
  '.api-table code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:13px}',
  '.api-table td p{margin:0}',
  '.api-table td p+p{margin-top:8px}',
  `.api-table a{color:${paletteVar('primary-main')}}`,
  `.api-required{color:${paletteVar('error-main')};font-weight:700}`,
  // Read by screen readers, not shown: the asterisk says it to the eye.
  '.api-visually-hidden{position:absolute;width:1px;height:1px;margin:-1px;padding:0;border:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}',
  // A deprecated prop's notice, marked by a bar on its start side.
  `.api-deprecated{margin-bottom:8px;padding-inline-start:8px;border-inline-start:3px solid ${paletteVar('warning-main')}}`,
  // A long type in full, once its summary is opened.
  '.api-type-full{white-space:pre-wrap;word-break:break-word}',
  '.api-table th:first-of-type{width:22%}',
  '.api-table th:nth-of-type(2){width:30%}',
  '.api-table th:nth-of-type(3):not(:last-child){width:14%}',
  // Phones: stacked cards, every cell headed by its column's name.
  '@media (max-width:899.95px){',
  '.api-table thead{display:none}',
  `.api-table tr{display:block;border-bottom:1px solid ${paletteVar('divider')};padding:8px 0}`,
  // Rows out of view are laid out as they come near it, not all while the page loads (Autocomplete's
  // API page at 4x CPU: main-thread blocking 404 → 193 ms); until then they take a median row's height.
  // An internal table box cannot be contained: rows shown as a table are laid out as before.
  `.api-table tbody tr{${ROW_OUT_OF_VIEW}180px}`,
  '.api-table td{display:block;border:0;padding-top:4px;padding-bottom:4px}',
  '.api-table td[data-label]:empty{display:none}',
  `.api-table td[data-label]::before{content:attr(data-label);display:block;font-size:12px;font-weight:700;color:${paletteVar('text-secondary')}}`,
  '}',
  // The list: the same rows as the table, name, type and default on a line, the description below.
  `${LIST} thead{display:none}`,
  `${LIST} tbody{display:block}`,
  `${LIST} tr{display:flex;flex-wrap:wrap;align-items:baseline;gap:4px 12px;padding:10px 0;border-bottom:1px solid ${paletteVar('divider')}}`,
  `${LIST} tbody tr{${ROW_OUT_OF_VIEW}68px}`,
  `${LIST} td{display:block;border:0;padding:0;min-width:0;max-width:100%}`,
  `${LIST} td:empty{display:none}`,
  `${LIST} td:first-of-type code{font-weight:700}`,
  `${LIST} td[data-label]::before{content:none}`,
  `${LIST} td[data-label="Default"]::before,${LIST} td[data-label="Rule name"]::before{content:attr(data-label) ": ";display:inline;font-size:12px;font-weight:700;color:${paletteVar('text-secondary')}}`,
  `${LIST} td:last-child{flex-basis:100%}`,
  // The switch: its pressed look follows <html>'s mark, there before the first paint.
  `.api-view-switch{display:flex;gap:4px;padding:4px;border-radius:18px;background:${paletteVar('action-hover')}}`,
  `.api-view-switch button{border:0;border-radius:var(--mui-shape-borderRadius);padding:4px 10px;background:none;color:${paletteVar('text-secondary')};font:inherit;font-size:13px;font-weight:600;cursor:pointer}`,
  `.api-view-switch button:focus-visible{${FOCUS_OUTLINE}}`,
  `html:not([${API_VIEW_ATTRIBUTE}="list"]) .api-view-switch [value="table"],html[${API_VIEW_ATTRIBUTE}="list"] .api-view-switch [value="list"]{background:${paletteVar('background-paper')};color:${paletteVar('primary-main')};box-shadow:var(--mui-shadows-1)}`,
  // The table of contents' groups.
  '.toc-group-head{display:flex;align-items:center}',
  '.toc-group-head>a{flex:1}',
  `.toc-group-toggle{display:flex;align-items:center;border:0;border-radius:var(--mui-shape-borderRadius);padding:2px 2px 2px 6px;background:none;color:${paletteVar('text-secondary')};font:inherit;font-size:12px;cursor:pointer}`,
  `.toc-group-toggle:hover{background:${paletteVar('action-hover')}}`,
  `.toc-group-toggle:focus-visible{${FOCUS_OUTLINE}}`,
  // Closed, the chevron points along the reading direction.
  '.toc-group-toggle[aria-expanded="false"] svg{transform:rotate(-90deg)}',
  '[dir="rtl"] .toc-group-toggle[aria-expanded="false"] svg{transform:rotate(90deg)}',
  '.toc-group-list{list-style:none;margin:0;padding:0}',
  '.toc-group-list a{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:12px;overflow-wrap:anywhere}',
].join('');
