/**
 * Spelling fallback: Pagefind matches word prefixes only, so "autocomlete" finds nothing. Each
 * unknown word of the query is replaced by the closest word of a build-time vocabulary (page
 * titles, component and prop names; scripts/lib/searchVocabulary.ts).
 */
import { editDistance } from '../utils/editDistance';

/** How many edits a word of this length may be away from its correction: short words need exactness. */
export function allowedEdits(length: number): number {
  if (length < 4) {
    return 0;
  }
  return length < 7 ? 1 : 2;
}

/**
 * The vocabulary, prepared once: lower-case forms for comparing, the original forms for showing
 * (props keep their camelCase). Earlier entries win ties, so the list is ordered by importance.
 */
export interface Vocabulary {
  words: string[];
  lower: string[];
  known: Set<string>;
}

export function prepareVocabulary(words: string[]): Vocabulary {
  const lower = words.map((word) => word.toLowerCase());
  return { words, lower, known: new Set(lower) };
}

/** A word the index is likely to know: in the vocabulary, or the start of a vocabulary word. */
export function isKnownWord(word: string, vocabulary: Vocabulary): boolean {
  const lower = word.toLowerCase();
  return vocabulary.known.has(lower) || vocabulary.lower.some((entry) => entry.startsWith(lower));
}

/** The closest vocabulary word within the allowed edits, or null. */
export function correctWord(word: string, vocabulary: Vocabulary): string | null {
  const lower = word.toLowerCase();
  const limit = allowedEdits(lower.length);
  if (limit === 0 || vocabulary.known.has(lower)) {
    return null;
  }
  let best: string | null = null;
  let bestDistance = limit + 1;
  vocabulary.lower.forEach((entry, index) => {
    // Cheap bound first: the length difference alone costs that many edits.
    if (Math.abs(entry.length - lower.length) >= bestDistance) {
      return;
    }
    const distance = editDistance(lower, entry);
    if (distance < bestDistance) {
      best = vocabulary.words[index];
      bestDistance = distance;
    }
  });
  return best;
}

/** The query with its unknown words corrected, or null when nothing changed. */
export function correctQuery(query: string, vocabulary: Vocabulary): string | null {
  const words = query.trim().split(/\s+/).filter(Boolean);
  let changed = false;
  const corrected = words.map((word) => {
    if (isKnownWord(word, vocabulary)) {
      return word;
    }
    const replacement = correctWord(word, vocabulary);
    if (replacement === null) {
      return word;
    }
    changed = true;
    return replacement;
  });
  return changed ? corrected.join(' ') : null;
}
