import Cookies from 'js-cookie';

export const CODE_VARIANTS = ['TS', 'JS'] as const;
export type CodeVariant = (typeof CODE_VARIANTS)[number];
export const DEFAULT_CODE_VARIANT: CodeVariant = 'TS';
export const CODE_VARIANT_COOKIE = 'codeVariant';
/** One year, in seconds. */
export const PREFERENCE_COOKIE_MAX_AGE = 31536000;

export function isCodeVariant(value: unknown): value is CodeVariant {
  return typeof value === 'string' && (CODE_VARIANTS as readonly string[]).includes(value);
}

/** A demo link (`#name.tsx`, `#name.js`) states the language it shows. */
export function codeVariantFromHash(hash: string): CodeVariant | null {
  if (/\.tsx$/.test(hash)) {
    return 'TS';
  }
  if (/\.js$/.test(hash)) {
    return 'JS';
  }
  return null;
}

export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') {
    throw new Error(`Cannot read the ${name} cookie on the server: there is no document.`);
  }
  return Cookies.get(name);
}

export function writePreferenceCookie(name: string, value: string): void {
  // js-cookie's `expires` is in days; the max-age attribute states the year exactly.
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${PREFERENCE_COOKIE_MAX_AGE}; SameSite=Lax`;
}

/** The language to show on load: the URL hash first, then the cookie, then TypeScript. */
export function getInitialCodeVariant(hash: string, cookie: string | undefined): CodeVariant {
  return codeVariantFromHash(hash) ?? (isCodeVariant(cookie) ? cookie : DEFAULT_CODE_VARIANT);
}

export function persistCodeVariant(variant: CodeVariant): void {
  writePreferenceCookie(CODE_VARIANT_COOKIE, variant);
}
