/** English UI strings. Pages receive this table as the `translations` prop. */
export const EN_TRANSLATIONS = {
  editPage: 'Edit this page',
  viewMarkdown: 'View as Markdown',
  toc: 'Contents',
  previousPage: 'Previous',
  nextPage: 'Next',
  pageNavigation: 'Previous and next pages',
  flagNew: 'New',
  flagPlanned: 'Planned',
  flagPreview: 'Preview',
  flagBeta: 'Beta',
  flagLegacy: 'Legacy',
  flagDeprecated: 'Deprecated',
  planPro: 'Pro plan',
  planPremium: 'Premium plan',
  opensInNewTab: 'opens in a new tab',
  // API pages: the table of contents' groups and the table/list switch.
  tocGroupEntries: 'entries',
  apiViewLabel: 'Show props as',
  apiViewTable: 'Table',
  apiViewList: 'List',
} as const;

export type TranslationKey = keyof typeof EN_TRANSLATIONS;
export type Translations = Record<string, string>;

/**
 * Looks a key up; a missing key shows the key itself, with a warning in development only (the
 * exported site never logs it).
 */
export function translate(translations: Translations | undefined, key: string): string {
  const value = translations?.[key];
  if (value !== undefined) {
    return value;
  }
  if (process.env.NODE_ENV === 'development') {
    console.warn(`Missing translation for "${key}"`);
  }
  return key;
}
