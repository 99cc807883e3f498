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
  // Page actions, page feedback, last updated and the shortcuts dialog.
  pageActions: 'Page actions',
  copyPage: 'Copy page',
  copied: 'Copied',
  pageCopied: 'Page copied to the clipboard as Markdown',
  pageCopyFailed: 'The page could not be copied',
  morePageActions: 'More page actions',
  openIn: 'Open in',
  feedbackQuestion: 'Was this page helpful?',
  feedbackYes: 'Yes',
  feedbackNo: 'No',
  feedbackCommentLabel: 'Anything to add? (optional)',
  feedbackSendComment: 'Send my comment with my answer',
  feedbackSubmit: 'Send feedback',
  feedbackThanks: 'Thank you for your feedback.',
  lastUpdated: 'Last updated',
  keyboardShortcuts: 'Keyboard shortcuts',
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
