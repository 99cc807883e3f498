/** One feedback answer per page per session: the pages answered, kept in sessionStorage. */

export const FEEDBACK_STORAGE_KEY = 'mui-feedback-pages';
// A session that reads hundreds of pages keeps the newest answers; older ones may be asked again.
const MAX_PAGES = 200;

function answeredPages(storage: Storage | null): string[] {
  try {
    const value: unknown = JSON.parse(storage?.getItem(FEEDBACK_STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((page): page is string => typeof page === 'string') : [];
  } catch {
    // Corrupted or refused storage: as if nothing was answered.
    return [];
  }
}

export function hasAnswered(storage: Storage | null, page: string): boolean {
  return answeredPages(storage).includes(page);
}

export function recordAnswer(storage: Storage | null, page: string): void {
  const pages = [...answeredPages(storage).filter((answered) => answered !== page), page].slice(-MAX_PAGES);
  try {
    storage?.setItem(FEEDBACK_STORAGE_KEY, JSON.stringify(pages));
  } catch {
    // Full or refused: the answer was sent all the same.
  }
}
