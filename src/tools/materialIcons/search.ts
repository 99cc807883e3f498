/**
 * Search over the icon index: by the words of an icon's name (`AccessAlarm` is "access alarm"),
 * by the whole name typed without spaces, and by synonyms (src/tools/materialIcons/synonyms.ts).
 * Pure, so the unit tests pin its ranking.
 */
import { hasTheme, type IconTheme } from './themes';
import type { IconIndex } from './iconIndex';

/** The words of a component name as written: `AccessAlarm` → Access, Alarm; `Battery20` → Battery, 20; `HDRAuto` → HDR, Auto. */
export function nameParts(name: string): string[] {
  return name.match(/[A-Z]+(?![a-z])|[A-Z]?[a-z]+|[0-9]+/g) ?? [];
}

/** The words of a component name, lower case: what a query's words are matched against. */
export function nameWords(name: string): string[] {
  return nameParts(name).map((word) => word.toLowerCase());
}

/** A query's words: lower case, split on anything but letters and digits (and on camel case). */
export function queryWords(query: string): string[] {
  return query
    .split(/[^A-Za-z0-9]+/)
    .flatMap((part) => (/[a-z][A-Z]/.test(part) ? nameWords(part) : [part.toLowerCase()]))
    .filter(Boolean);
}

export interface SearchableIcon {
  name: string;
  /** Its theme mask (see themeBit). */
  themes: number;
  words: string[];
  /** The name in lower case. */
  compact: string;
}

export interface SearchIndex {
  icons: SearchableIcon[];
  /** Each synonym word → the words of every group it belongs to. */
  synonyms: Map<string, Set<string>>;
  /** Every word of every name. */
  words: Set<string>;
}

export function buildSearchIndex(index: Pick<IconIndex, 'names' | 'themes' | 'synonyms'>): SearchIndex {
  const icons = index.names.map((name, position) => ({
    name,
    themes: index.themes[position],
    words: nameWords(name),
    compact: name.toLowerCase(),
  }));
  const synonyms = new Map<string, Set<string>>();
  for (const group of index.synonyms) {
    for (const word of group) {
      const related = synonyms.get(word) ?? new Set<string>();
      group.forEach((other) => related.add(other));
      synonyms.set(word, related);
    }
  }
  return { icons, synonyms, words: new Set(icons.flatMap((icon) => icon.words)) };
}

/** Words shorter than this match only whole synonym words and whole name words through them. */
const PREFIX_MIN = 3;

/**
 * The words a query word stands for through the synonym groups: those of its own groups when it is
 * a word already (a synonym or a word of a name: "check" is not the start of "checkout"), else
 * those of every group word it starts, as the reader is still typing ("tras" → trash).
 */
export function expandSynonyms(word: string, index: Pick<SearchIndex, 'synonyms' | 'words'>): Set<string> {
  const { synonyms } = index;
  const whole = synonyms.has(word) || index.words.has(word);
  const expanded = new Set<string>();
  for (const [synonym, related] of synonyms) {
    if (synonym === word || (!whole && word.length >= PREFIX_MIN && synonym.startsWith(word))) {
      related.forEach((other) => expanded.add(other));
    }
  }
  expanded.delete(word);
  return expanded;
}

// How well one query word matches an icon, best first.
const WORD_EXACT = 30;
const WORD_PREFIX = 20;
const SYNONYM = 10;
const SUBSTRING = 4;

function wordScore(word: string, icon: SearchableIcon, expanded: Set<string>): number {
  if (icon.words.includes(word)) {
    return WORD_EXACT;
  }
  if (icon.words.some((nameWord) => nameWord.startsWith(word))) {
    return WORD_PREFIX;
  }
  // A synonym matches a whole name word, or its plural ("notification" → Notifications; "tick" is not Ticket).
  for (const nameWord of icon.words) {
    if (expanded.has(nameWord) || (nameWord.endsWith('s') && expanded.has(nameWord.slice(0, -1)))) {
      return SYNONYM;
    }
  }
  if (word.length >= PREFIX_MIN && icon.compact.includes(word)) {
    return SUBSTRING;
  }
  return 0;
}

/**
 * How well an icon matches the query's words (0: not at all). The exact name comes first, then
 * names that start with the query, then names whose words match every query word (a whole word
 * before the start of one, the name's own words before synonyms, the first word a bonus), then
 * names that merely contain it.
 */
export function scoreIcon(icon: SearchableIcon, words: string[], expanded: Set<string>[]): number {
  const joined = words.join('');
  if (icon.compact === joined) {
    return 1000;
  }
  if (icon.compact.startsWith(joined)) {
    return 800;
  }
  let total = 0;
  for (let index = 0; index < words.length; index += 1) {
    const score = wordScore(words[index], icon, expanded[index]);
    if (score === 0) {
      return 0;
    }
    total += score;
  }
  // An icon named after the first word (or one of its synonyms) leads: DeleteForever before AutoDelete.
  const first = icon.words[0];
  const leads = first.startsWith(words[0]) || expanded[0].has(first);
  return total / words.length + (leads ? 5 : 0);
}

/**
 * The base names matching the query in a theme, best first (ties: shorter names, then the index's
 * A to Z order); every icon of the theme, in index order, for an empty query.
 */
export function searchIcons(index: SearchIndex, query: string, theme: IconTheme): string[] {
  const inTheme = index.icons.filter((icon) => hasTheme(icon.themes, theme));
  const words = queryWords(query);
  if (words.length === 0) {
    return inTheme.map((icon) => icon.name);
  }
  const expanded = words.map((word) => expandSynonyms(word, index));
  return (
    inTheme
      .map((icon) => ({ icon, score: scoreIcon(icon, words, expanded) }))
      .filter((entry) => entry.score > 0)
      // A stable sort: equal entries keep the index's order.
      .sort((a, b) => b.score - a.score || a.icon.name.length - b.icon.name.length)
      .map((entry) => entry.icon.name)
  );
}
