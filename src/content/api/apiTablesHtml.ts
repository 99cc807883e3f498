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

function table(headings: string[], rows: string[]): string {
  const head = headings.map((heading) => `<th scope="col">${escapeHtml(heading)}</th>`).join('');
  return `<table class="api-table"><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>`;
}

function cell(label: string, html: string): string {
  return `<td data-label="${escapeHtml(label)}">${html}</td>`;
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

function propsTable(rows: ApiPropData[], rowId: (name: string) => string, label: string): string | undefined {
  if (rows.length === 0) {
    return undefined;
  }
  return table(
    [label, 'Type', 'Default', 'Description'],
    rows.map((prop) => {
      const id = rowId(prop.name);
      const required = prop.required
        ? '<span class="api-required" title="Required">*<span class="api-visually-hidden">(required)</span></span>'
        : '';
      const deprecated = prop.deprecatedHtml ? `<div class="api-deprecated">${prop.deprecatedHtml}</div>` : '';
      return `<tr id="${escapeHtml(id)}">${[
        cell(label, anchoredName(id, prop.name) + required),
        cell('Type', typeHtml(prop.type)),
        cell('Default', prop.default ? code(prop.default) : ''),
        cell('Description', `${deprecated}<div>${prop.descriptionHtml}</div>`),
      ].join('')}</tr>`;
    }),
  );
}

function slotsTable(slots: ApiComponentData['slots'], rowId: (name: string) => string): string | undefined {
  if (slots.length === 0) {
    return undefined;
  }
  return table(
    ['Slot', 'Default', 'Description'],
    slots.map(
      (slot) =>
        `<tr id="${escapeHtml(rowId(slot.name))}">${[
          cell('Slot', code(slot.name)),
          cell('Default', slot.default ? code(slot.default) : ''),
          cell('Description', slot.descriptionHtml),
        ].join('')}</tr>`,
    ),
  );
}

function classesTable(classes: ApiComponentData['classes'], rowId: (name: string) => string): string | undefined {
  if (classes.length === 0) {
    return undefined;
  }
  return table(
    ['Class name', 'Rule name', 'Description'],
    classes.map((entry) => {
      const id = rowId(entry.key);
      return `<tr id="${escapeHtml(id)}">${[
        cell('Class name', anchoredName(id, `.${entry.className}`)),
        cell('Rule name', code(entry.key)),
        cell('Description', entry.descriptionHtml),
      ].join('')}</tr>`;
    }),
  );
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
      parameters: propsTable(item.parameters, rowIds('parameter'), 'Name'),
      returnValue: propsTable(item.returnValue, rowIds('return'), 'Name'),
    });
  }
  return present({
    props: propsTable(item.props, rowIds('prop'), 'Name'),
    slots: slotsTable(item.slots, rowIds('slot')),
    classes: classesTable(item.classes, rowIds('classes')),
  });
}
