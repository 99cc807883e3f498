/**
 * Server-only: an API item's tables as HTML, written at export time like a page's prose. The page
 * shows them as they are (src/api/ApiPage.tsx), so hydration walks none of their rows, and the
 * exported page's embedded data leaves them out, the document holding them (scripts/lib/proseOnce.ts).
 * Styled by the document's sheet (src/api/apiPageStyles.ts).
 */
import { rowKey, type ApiItemAnchors, type ApiRowKind } from '../../api/apiAnchors';
import type { ApiComponentData, ApiItemData, ApiItemTables, ApiPropData } from '../../api/types';
import { escapeHtml } from '../../utils/escapeHtml';

/** A type longer than this shows its start, the whole of it one click away. */
export const LONG_TYPE = 90;

const code = (text: string) => `<code>${escapeHtml(text)}</code>`;

/** A table, or undefined when it has no row. */
function table<T>(headings: string[], entries: T[], row: (entry: T) => string): string | undefined {
  if (entries.length === 0) {
    return undefined;
  }
  const head = headings.map((heading) => `<th scope="col">${escapeHtml(heading)}</th>`).join('');
  return `<table class="api-table"><thead><tr>${head}</tr></thead><tbody>${entries.map(row).join('')}</tbody></table>`;
}

/** A row: its id, and each cell headed by its column's name (the phone's cards show it). */
function row(id: string, cells: [label: string, html: string][]): string {
  return `<tr id="${escapeHtml(id)}">${cells.map(([label, html]) => `<td data-label="${escapeHtml(label)}">${html}</td>`).join('')}</tr>`;
}

/** The name, linked to its own row (a click also copies the link, src/api/ApiPage.tsx). */
function anchoredName(id: string, name: string): string {
  return `<a href="#${escapeHtml(id)}" class="api-anchor" aria-label="${escapeHtml(`Link to ${name}, copies it`)}">${code(name)}</a>`;
}

function typeHtml(type: string): string {
  if (type.length <= LONG_TYPE) {
    return code(type);
  }
  return `<details><summary>${code(`${type.slice(0, LONG_TYPE - 3)}…`)}</summary><code class="api-type-full">${escapeHtml(type)}</code></details>`;
}

const REQUIRED = '<span class="api-required" title="Required">*<span class="api-visually-hidden">(required)</span></span>';

/** Props, parameters or return values. */
function propsTable(props: ApiPropData[], rowId: (name: string) => string): string | undefined {
  return table(['Name', 'Type', 'Default', 'Description'], props, (prop) => {
    const id = rowId(prop.name);
    const deprecated = prop.deprecatedHtml ? `<div class="api-deprecated">${prop.deprecatedHtml}</div>` : '';
    return row(id, [
      ['Name', anchoredName(id, prop.name) + (prop.required ? REQUIRED : '')],
      ['Type', typeHtml(prop.type)],
      ['Default', prop.default ? code(prop.default) : ''],
      ['Description', `${deprecated}<div>${prop.descriptionHtml}</div>`],
    ]);
  });
}

function slotsTable(slots: ApiComponentData['slots'], rowId: (name: string) => string): string | undefined {
  return table(['Slot', 'Default', 'Description'], slots, (slot) =>
    row(rowId(slot.name), [
      ['Slot', code(slot.name)],
      ['Default', slot.default ? code(slot.default) : ''],
      ['Description', slot.descriptionHtml],
    ]),
  );
}

function classesTable(classes: ApiComponentData['classes'], rowId: (name: string) => string): string | undefined {
  return table(['Class name', 'Rule name', 'Description'], classes, (entry) => {
    const id = rowId(entry.key);
    return row(id, [
      ['Class name', anchoredName(id, `.${entry.className}`)],
      ['Rule name', code(entry.key)],
      ['Description', entry.descriptionHtml],
    ]);
  });
}

/** Only the tables that have rows: page props hold no `undefined` (Next cannot serialize it). */
function present(tables: ApiItemTables): ApiItemTables {
  return Object.fromEntries(Object.entries(tables).filter(([, html]) => html !== undefined));
}

/** The tables of one item; a table with no row is left out (the page says "None." or drops the section). */
export function apiItemTables(item: ApiItemData, anchors: ApiItemAnchors): ApiItemTables {
  const rowIds = (kind: ApiRowKind) => (name: string) => anchors.rows[rowKey(kind, name)];
  if (item.kind === 'hook') {
    return present({
      parameters: propsTable(item.parameters, rowIds('parameter')),
      returnValue: propsTable(item.returnValue, rowIds('return')),
    });
  }
  return present({
    props: propsTable(item.props, rowIds('prop')),
    slots: slotsTable(item.slots, rowIds('slot')),
    classes: classesTable(item.classes, rowIds('classes')),
  });
}
