/**
 * The active entry of a table of contents, from the targets' page offsets measured once per
 * layout change: a scrolled frame then costs a binary search instead of a layout read per entry.
 */
export interface TargetOffsets {
  ids: string[];
  /** Page offsets (top + scroll), ascending, of the targets in `ids`. */
  tops: number[];
}

/** Orders measured targets by offset; a target that is missing or not rendered has no offset (`null`) and is left out. */
export function sortOffsets(measured: { id: string; top: number | null }[]): TargetOffsets {
  const present = measured.filter((entry): entry is { id: string; top: number } => entry.top !== null);
  // Document order is offset order but for a target laid out elsewhere; sorting keeps the search valid.
  present.sort((a, b) => a.top - b.top);
  return { ids: present.map((entry) => entry.id), tops: present.map((entry) => entry.top) };
}

/** Index of the last offset at or above `line` (offsets ascending); -1 when the first is below it. */
export function lastIndexAtOrAbove(tops: readonly number[], line: number): number {
  let low = 0;
  let high = tops.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if (tops[middle] <= line) {
      low = middle + 1;
    } else {
      high = middle;
    }
  }
  return low - 1;
}

/**
 * The entry in view: the last target that has scrolled past `line` (page coordinates). At the very
 * bottom the last sections cannot reach the line, so the last entry of the list counts as in view.
 */
export function activeTarget(offsets: TargetOffsets, line: number, atBottom: boolean, lastId: string): string | null {
  if (atBottom) {
    return lastId;
  }
  const index = lastIndexAtOrAbove(offsets.tops, line);
  return index < 0 ? null : offsets.ids[index];
}
