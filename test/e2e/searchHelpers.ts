import type { Page } from 'playwright-core';
import { waitForHydration } from './browser';

/** The dialog's search field. */
export const combobox = (page: Page) => page.getByRole('combobox', { name: 'Search the docs' });

/** Opens `route` and the search dialog from its app-bar button. */
export async function openSearch(page: Page, origin: string, route: string): Promise<void> {
  await page.goto(`${origin}${route}`);
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await combobox(page).waitFor();
}

/**
 * Types a query and waits until the dialog shows the answer to it: the results area is busy
 * from the keystroke until the answer to the current query has rendered.
 */
export async function searchFor(page: Page, query: string): Promise<void> {
  await combobox(page).fill(query);
  await page.locator('#search-results[aria-busy="false"]').waitFor({ timeout: 15000 });
}

/** The search page's field. */
export const searchPageField = (page: Page) => page.getByRole('searchbox', { name: 'Search the docs' });

/** Waits until the search page shows the answer to `query`: the field holds it and the results are no longer busy. */
export async function searchPageAnswer(page: Page, query: string): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      (document.getElementById('search-page-field') as HTMLInputElement | null)?.value === expected &&
      document.getElementById('search-page-results')?.getAttribute('aria-busy') === 'false',
    query,
    { timeout: 15000 },
  );
}
