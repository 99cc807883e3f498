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
  // The search results page (/search/) and the dialog's link to it.
  searchTitle: 'Search',
  searchFieldLabel: 'Search the docs',
  searchHint: 'Type to search pages, sections, components and props.',
  searchSearching: 'Searching…',
  searchResultOne: '1 result for “{query}”',
  searchResultMany: '{count} results for “{query}”',
  searchCorrected: 'Showing results for',
  searchInsteadFor: 'Search instead for “{query}”',
  searchNoResults: 'No results for “{query}”',
  searchNoResultsHint: 'Check the spelling, or try fewer or other words.',
  searchError: 'Search could not load. Check your connection and try again.',
  searchOffline: 'You are offline, and this search needs parts of the index that this device has not saved yet.',
  searchShowMore: 'Show more results ({count} more)',
  searchMoreError: 'More results could not load. Try again.',
  searchSeeAll: 'See all results',
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
