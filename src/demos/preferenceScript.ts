import { CODE_STYLING_COOKIE, CODE_STYLINGS, DEFAULT_CODE_STYLING } from '../utils/codeStyling';
import { CODE_VARIANT_COOKIE, DEFAULT_CODE_VARIANT } from '../utils/codeVariant';
import { DEFAULT_PACKAGE_MANAGER, PACKAGE_MANAGER_STORAGE_KEY, PACKAGE_MANAGERS } from '../utils/packageManager';

/**
 * Inline script run before the first paint: decides the code language and styling exactly as
 * `getInitialCodeVariant` / `getInitialCodeStyling` do (URL hash, then cookie, then default) and
 * marks <html> with them, so demos show the reader's variant without a flash. Only allow-listed
 * values are ever written.
 */
export const codePreferenceScript = `(function(){try{var d=document.documentElement,h=location.hash;function ck(n){var m=document.cookie.match(new RegExp('(?:^|; )'+n+'=([^;]*)'));if(!m)return undefined;try{return decodeURIComponent(m[1])}catch(e){return undefined}}var v=/\\.tsx$/.test(h)?'TS':/\\.js$/.test(h)?'JS':null;if(!v){var cv=ck(${JSON.stringify(
  CODE_VARIANT_COOKIE,
)});v=cv==='TS'||cv==='JS'?cv:${JSON.stringify(DEFAULT_CODE_VARIANT)}}var s=null;if(/\\.(js|tsx)$/.test(h)){s=h.indexOf('tailwind-')>=0?'Tailwind':h.indexOf('css-')>=0?'CSS':h.indexOf('system-')>=0?'MUI System':null}if(!s){var cs=ck(${JSON.stringify(
  CODE_STYLING_COOKIE,
)});s=${JSON.stringify(CODE_STYLINGS)}.indexOf(cs)>=0?cs:${JSON.stringify(DEFAULT_CODE_STYLING)}}d.setAttribute('data-code-variant',v);d.setAttribute('data-code-styling',s)}catch(e){}})();`;

/**
 * Inline script run before the first paint: marks <html> with the reader's package manager
 * (localStorage, one of the four, else npm), which CSS reads to show that tab of every block of
 * install commands (src/docs/packageManagerStyles.ts). Without JavaScript the mark is missing
 * and npm shows.
 */
export const packageManagerScript = `(function(){var m=${JSON.stringify(DEFAULT_PACKAGE_MANAGER)};try{var s=localStorage.getItem(${JSON.stringify(
  PACKAGE_MANAGER_STORAGE_KEY,
)});if(${JSON.stringify(PACKAGE_MANAGERS)}.indexOf(s)>=0)m=s}catch(e){}document.documentElement.setAttribute('data-package-manager',m)})();`;
