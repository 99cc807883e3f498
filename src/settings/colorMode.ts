/** localStorage key of the reader's colour mode; the library's scripts use the same default. */
export const MODE_STORAGE_KEY = 'mui-mode';
/** Prefix of the keys holding the scheme used for each mode (`mui-color-scheme-light`, `-dark`). */
export const COLOR_SCHEME_STORAGE_KEY = 'mui-color-scheme';

export const COLOR_MODES = ['light', 'system', 'dark'] as const;
export type ColorMode = (typeof COLOR_MODES)[number];

export function isColorMode(value: unknown): value is ColorMode {
  return typeof value === 'string' && (COLOR_MODES as readonly string[]).includes(value);
}

/**
 * Inline script that runs before the library's colour-scheme script: it removes stored values
 * that are not valid, so a corrupted `mui-mode` falls back to the system preference instead of
 * painting light. It only reads and deletes storage, never writes stored text into the page.
 */
export const sanitizeColorModeScript = `(function(){try{var s=window.localStorage;var m=s.getItem(${JSON.stringify(
  MODE_STORAGE_KEY,
)});if(m!==null&&${JSON.stringify(COLOR_MODES)}.indexOf(m)<0){s.removeItem(${JSON.stringify(
  MODE_STORAGE_KEY,
)})}["light","dark"].forEach(function(k){var key=${JSON.stringify(
  COLOR_SCHEME_STORAGE_KEY,
)}+"-"+k;var v=s.getItem(key);if(v!==null&&v!=="light"&&v!=="dark"){s.removeItem(key)}})}catch(e){}})();`;
