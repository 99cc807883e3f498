/**
 * The words the search dialog may correct a misspelt query to (src/search/queryCorrection.ts):
 * page titles, the words of their addresses and headings, component and hook names, prop names.
 * Written next to the index as JSON.
 */
import { decodeEntities } from '../../src/search/excerpt';

export interface VocabularySources {
  /** Page titles, the words of their addresses, and section headings. */
  titles: string[];
  /** Component and hook names, and the props, parameters and slots of each. */
  names: string[];
}

const MIN_LENGTH = 3;

/** Props and components keep their camelCase (shown as typed in code); other words are lower case. */
function displayForm(word: string): string {
  return /[a-z][A-Z]/.test(word) ? word : word.toLowerCase();
}

function words(text: string): string[] {
  return text
    .split(/[^A-Za-z0-9]+/)
    .filter((word) => word.length >= MIN_LENGTH && !/^\d+$/.test(word))
    .map(displayForm);
}

/** Every word once, the most frequent first: on a tie in edit distance the earlier word wins. */
export function buildVocabulary(sources: VocabularySources): string[] {
  const counts = new Map<string, number>();
  for (const text of [...sources.titles, ...sources.names]) {
    for (const word of words(text)) {
      counts.set(word, (counts.get(word) ?? 0) + 1);
    }
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([word]) => word);
}

/** The text of an exported page's headings (h1 to h3), tags removed and entities decoded. */
export function headingTexts(html: string): string[] {
  return [...html.matchAll(/<h[1-3]\b[^>]*>([\s\S]*?)<\/h[1-3]>/g)].map((match) => decodeEntities(match[1].replace(/<[^>]*>/g, '')));
}
