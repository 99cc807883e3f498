import { paletteVar } from '../theme/documentSheet';
import { DEFAULT_PACKAGE_MANAGER, PACKAGE_MANAGERS } from '../utils/packageManager';

/**
 * `selector` narrowed to the elements of the manager marked on <html> (by the inline script, so
 * from the first paint; npm when the mark is missing, as without JavaScript).
 */
function ofChosenManager(selector: string): string {
  return PACKAGE_MANAGERS.flatMap((manager) => {
    const marks = [`html[data-package-manager="${manager}"]`];
    if (manager === DEFAULT_PACKAGE_MANAGER) {
      marks.push('html:not([data-package-manager])');
    }
    return marks.map((mark) => `${mark} ${selector}[data-package-manager="${manager}"]`);
  }).join(',');
}

/**
 * The package-manager tabs (src/content/renderMarkdown.ts): a strip of tabs on top of the code
 * block, and the chosen manager's panel only (display: none keeps the others out of the
 * accessibility tree too). The selected look follows <html>'s mark, not aria-selected, which the
 * page's script sets only after hydration. A style sheet of the document, written at export
 * (pages/_document.tsx): no JavaScript, present from the first paint and on every page a
 * client-side navigation brings. `html` lifts each rule above the Markdown's code-block rules
 * (src/docs/MarkdownContent.tsx), whatever their order in <head>.
 */
export const packageManagerTabsCss = [
  'html .pm-tabs{margin-bottom:16px}',
  'html .pm-tabs>.code-block{display:none;margin-bottom:0}',
  `${ofChosenManager('.pm-tabs>.code-block')}{display:block}`,
  'html .pm-tabs pre{border-top-left-radius:0;border-top-right-radius:0}',
  `.pm-tablist{display:flex;flex-wrap:wrap;padding:0 4px;border:1px solid ${paletteVar('divider')};border-bottom:0;border-radius:var(--mui-shape-borderRadius) var(--mui-shape-borderRadius) 0 0}`,
  `.pm-tab{padding:4px 10px;border:0;border-bottom:2px solid transparent;border-radius:0;background:none;color:${paletteVar('text-secondary')};font:inherit;font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:13px;cursor:pointer}`,
  `.pm-tab:hover{color:${paletteVar('text-primary')}}`,
  `.pm-tab:focus-visible{outline:2px solid ${paletteVar('primary-main')};outline-offset:-2px}`,
  `${ofChosenManager('.pm-tab')}{color:${paletteVar('primary-main')};border-bottom-color:${paletteVar('primary-main')};font-weight:600}`,
].join('');
