import type { TocEntry } from '../docs/types';
import type { ApiItemData } from './types';
import { rowKey, type ApiItemAnchors, type ApiPageOutline, type ApiRowKind, type ApiSectionKey } from './apiAnchors';

const TITLES: Record<ApiSectionKey, string> = {
  import: 'Import',
  parameters: 'Parameters',
  'return-value': 'Return value',
  props: 'Props',
  slots: 'Slots',
  css: 'CSS classes',
  changes: 'Changes since v6',
  demos: 'Demos',
};

/** A section, with the kind and names of its rows when it has a table. */
type Section = [ApiSectionKey, ApiRowKind?, string[]?];

function sectionsOf(item: ApiItemData): Section[] {
  const names = (rows: { name: string }[]) => rows.map((row) => row.name);
  const sections: Section[] =
    item.kind === 'hook'
      ? [['import'], ['parameters', 'parameter', names(item.parameters)], ['return-value', 'return', names(item.returnValue)]]
      : [['import'], ['props', 'prop', names(item.props)]];
  if (item.kind === 'component') {
    if (item.slots.length > 0) {
      sections.push(['slots', 'slot', names(item.slots)]);
    }
    if (item.classes.length > 0) {
      // By rule name: what theme overrides use, and the readable part of the class name.
      sections.push(['css', 'classes', item.classes.map((entry) => entry.key)]);
    }
    if (item.changesSinceV6) {
      sections.push(['changes']);
    }
  }
  if (item.demos.length > 0) {
    sections.push(['demos']);
  }
  return sections;
}

/** A name as it may appear in an id: typings can name a member `__@iterator@1610`. */
const idSafe = (name: string) => name.replace(/[^A-Za-z0-9_-]+/g, '-') || '-';

/**
 * Every id of an API page, unique on the page, and its table of contents. Headings get their ids
 * first, so a row never takes one (a hook's return value named `value` would otherwise be
 * `return-value`, the section's id); a clash gets a numbered suffix.
 */
export function buildApiOutline(pageItems: ApiItemData[]): ApiPageOutline {
  const used = new Set<string>();
  const claim = (wanted: string) => {
    let id = wanted;
    for (let n = 2; used.has(id); n += 1) {
      id = `${wanted}-${n}`;
    }
    used.add(id);
    return id;
  };
  const plans = pageItems.map((item) => {
    const prefix = item.anchor ? `${item.anchor}-` : '';
    const heading = item.anchor && claim(item.anchor);
    return { item, prefix, heading, sections: sectionsOf(item).map((section) => ({ section, id: claim(prefix + section[0]) })) };
  });
  const toc: TocEntry[] = [];
  const items = plans.map(({ item, prefix, heading, sections }): ApiItemAnchors => {
    const anchors: ApiItemAnchors = { sections: {}, rows: {} };
    if (heading) {
      toc.push({ id: heading, text: item.name, level: 2 });
    }
    for (const {
      section: [key, kind, names = []],
      id,
    } of sections) {
      anchors.sections[key] = id;
      const children = names.map((name) => {
        const rowId = claim(`${prefix}${kind}-${idSafe(name)}`);
        anchors.rows[rowKey(kind!, name)] = rowId;
        return { id: rowId, text: name };
      });
      toc.push({ id, text: TITLES[key], level: heading ? 3 : 2, ...(children.length > 0 ? { children } : {}) });
    }
    return anchors;
  });
  return { items, toc };
}
