import type { TocEntry } from '../docs/types';

/** The ids of an API item's sections and rows, as the page receives them (types and the row key only: no code of the outline). */
/** The sections an API item may have, by the key its id ends with. */
export type ApiSectionKey = 'import' | 'parameters' | 'return-value' | 'props' | 'slots' | 'css' | 'changes' | 'demos';
/** The kinds of rows that get an anchor, as they appear in the ids (`prop-disableElevation`). */
export type ApiRowKind = 'parameter' | 'return' | 'prop' | 'slot' | 'classes';

/** An item's ids as plain data, built at export by src/api/apiOutline.ts: the page's JavaScript does not carry that module. */
export interface ApiItemAnchors {
  /** By section key: `props` → `props`, or `use-input-props` on a page of several items. */
  sections: Partial<Record<ApiSectionKey, string>>;
  /** By `rowKey(kind, name)`. */
  rows: Record<string, string>;
}

/** The key of a row in `ApiItemAnchors.rows`: `prop disableElevation`. */
export const rowKey = (kind: ApiRowKind, name: string) => `${kind} ${name}`;

export interface ApiPageOutline {
  /** The anchors of each item, in the order of `page.items`. */
  items: ApiItemAnchors[];
  /** Sections and, nested under Props, Slots, CSS classes, Parameters and Return value, their rows. */
  toc: TocEntry[];
}
