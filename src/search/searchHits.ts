/**
 * Turns Pagefind's result data into what the dialog shows: page, matching section, excerpt and
 * product, grouped by product. Written against the few fields used, so it is testable without
 * Pagefind.
 */
import { excerptSegments, type ExcerptSegment } from './excerpt';

export interface PagefindAnchor {
  element: string;
  id: string;
  location: number;
}

export interface PagefindSubResult {
  title: string;
  url: string;
  excerpt: string;
  anchor?: PagefindAnchor;
  weighted_locations: { balanced_score: number }[];
}

export interface PagefindFragment {
  url: string;
  content: string;
  excerpt: string;
  meta: Record<string, string | undefined>;
  filters: Record<string, string[] | undefined>;
  locations: number[];
  anchors: PagefindAnchor[];
  sub_results: PagefindSubResult[];
}

export interface SearchHit {
  /** Where Enter takes the reader: the page, or the matching section's anchor on it. */
  url: string;
  /** The page's own URL. */
  page: string;
  title: string;
  /** The prop (parameter, slot, class) of an API page's row the hit points at. */
  apiRow: string | null;
  /** The matching section's title; null when the match is the page's opening. */
  section: string | null;
  excerpt: ExcerptSegment[];
  product: string;
}

export const OTHER_PRODUCT = 'Other';
const EXCERPT_WORDS = 24;

/** API tables: rows whose id names one prop, parameter, return value, slot or CSS class. */
const API_ROW_ID = /(?:^|-)(prop|parameter|return|slot|classes)-([^-]+)$/;
const API_ROW_LABEL: Record<string, string> = {
  prop: 'prop',
  parameter: 'parameter',
  return: 'return value',
  slot: 'slot',
  classes: 'CSS class',
};

/**
 * An API row named by a word of the query: the row's first indexed word (where its id sits) is a
 * match, and the name starts with that word (so "button" does not pick `.MuiButton-root`, whose
 * rule is called `root`). A row named exactly like the word wins. Pagefind makes sections of
 * headings only; a prop belongs to its row, not to the Props heading.
 */
export function matchingApiRow(fragment: Pick<PagefindFragment, 'anchors' | 'locations'>, query: string): PagefindAnchor | null {
  const matched = new Set(fragment.locations);
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  const nameOf = (anchor: PagefindAnchor) => API_ROW_ID.exec(anchor.id)?.[2].toLowerCase();
  const rows = fragment.anchors.filter((anchor) => {
    const name = anchor.element === 'tr' && matched.has(anchor.location) ? nameOf(anchor) : undefined;
    return name !== undefined && words.some((word) => name.startsWith(word));
  });
  return rows.find((anchor) => words.includes(nameOf(anchor)!)) ?? rows[0] ?? null;
}

function pushRun(segments: ExcerptSegment[], text: string, marked: boolean): void {
  const last = segments[segments.length - 1];
  if (last && last.marked === marked) {
    last.text += text;
  } else {
    segments.push({ text, marked });
  }
}

/** The row's first words, matches highlighted: Pagefind's own excerpt is about the whole Props section. */
function rowExcerpt(content: string, anchor: PagefindAnchor, locations: number[]): ExcerptSegment[] {
  const words = content.split(/\s+/);
  const matched = new Set(locations);
  const segments: ExcerptSegment[] = [];
  const end = Math.min(words.length, anchor.location + EXCERPT_WORDS);
  for (let index = anchor.location; index < end; index += 1) {
    if (index > anchor.location) {
      pushRun(segments, ' ', false);
    }
    pushRun(segments, words[index], matched.has(index));
  }
  return segments;
}

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);

/**
 * The section with the best score, among those whose heading names a query word that the page's
 * title does not ("loading button" on the Button page: Loading state), if there are any.
 */
function bestSubResult(fragment: PagefindFragment, query: string): PagefindSubResult | null {
  const titleWords = new Set(wordsOf(fragment.meta.title ?? ''));
  const otherWords = wordsOf(query).filter((word) => !titleWords.has(word));
  const named = fragment.sub_results.filter(
    (sub) => sub.anchor && wordsOf(sub.title).some((word) => otherWords.some((queryWord) => word.startsWith(queryWord))),
  );
  let best: PagefindSubResult | null = null;
  let bestScore = -1;
  for (const sub of named.length > 0 ? named : fragment.sub_results) {
    const score = sub.weighted_locations.reduce((sum, location) => sum + location.balanced_score, 0);
    if (score > bestScore) {
      best = sub;
      bestScore = score;
    }
  }
  return best;
}

export function toSearchHit(fragment: PagefindFragment, query: string): SearchHit {
  const page = { page: fragment.url, title: fragment.meta.title ?? fragment.url, product: fragment.filters.product?.[0] ?? OTHER_PRODUCT };
  const row = matchingApiRow(fragment, query);
  if (row) {
    const [, kind, name] = API_ROW_ID.exec(row.id)!;
    return {
      ...page,
      url: `${fragment.url}#${row.id}`,
      apiRow: name,
      section: `${name} ${API_ROW_LABEL[kind]}`,
      excerpt: rowExcerpt(fragment.content, row, fragment.locations),
    };
  }
  const sub = bestSubResult(fragment, query);
  if (!sub || !sub.anchor) {
    return { ...page, url: fragment.url, apiRow: null, section: null, excerpt: excerptSegments(sub?.excerpt ?? fragment.excerpt) };
  }
  return { ...page, url: sub.url, apiRow: null, section: sub.title, excerpt: excerptSegments(sub.excerpt) };
}

export interface HitGroup {
  product: string;
  hits: SearchHit[];
  /** The position of the group's first hit in the list as shown (all groups one after another). */
  start: number;
}

/** Groups in the order of their best hit, so the first hit shown is still the best one. */
export function groupByProduct(hits: SearchHit[]): HitGroup[] {
  const groups = new Map<string, HitGroup>();
  for (const hit of hits) {
    const group = groups.get(hit.product) ?? { product: hit.product, hits: [], start: 0 };
    group.hits.push(hit);
    groups.set(hit.product, group);
  }
  let start = 0;
  return [...groups.values()].map((group) => {
    const placed = { ...group, start };
    start += group.hits.length;
    return placed;
  });
}
