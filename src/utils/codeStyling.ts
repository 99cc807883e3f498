import { writePreferenceCookie } from './codeVariant';

export const CODE_STYLINGS = ['MUI System', 'Tailwind', 'CSS'] as const;
export type CodeStyling = (typeof CODE_STYLINGS)[number];
export const DEFAULT_CODE_STYLING: CodeStyling = 'MUI System';
export const CODE_STYLING_COOKIE = 'codeStyling';

/** The folder name of each styling's variant of a demo, and its demo-link prefix. */
export const STYLING_KEYS: Record<CodeStyling, 'system' | 'tailwind' | 'css'> = {
  'MUI System': 'system',
  Tailwind: 'tailwind',
  CSS: 'css',
};

export function isCodeStyling(value: unknown): value is CodeStyling {
  return typeof value === 'string' && (CODE_STYLINGS as readonly string[]).includes(value);
}

/** Only a demo link (a hash ending in `.js` or `.tsx`) states a styling. */
export function codeStylingFromHash(hash: string): CodeStyling | null {
  if (!/\.(js|tsx)$/.test(hash)) {
    return null;
  }
  if (hash.includes('tailwind-')) {
    return 'Tailwind';
  }
  if (hash.includes('css-')) {
    return 'CSS';
  }
  if (hash.includes('system-')) {
    return 'MUI System';
  }
  return null;
}

/** The styling to show on load: the URL hash, then the cookie, then MUI System. */
export function getInitialCodeStyling(hash: string, cookie: string | undefined): CodeStyling {
  return codeStylingFromHash(hash) ?? (isCodeStyling(cookie) ? cookie : DEFAULT_CODE_STYLING);
}

export function persistCodeStyling(styling: CodeStyling): void {
  writePreferenceCookie(CODE_STYLING_COOKIE, styling);
}
