import { apiPageTitle } from '../../api/apiPageTitle';
import { importCode } from '../../api/importCode';
import { codeSpan, htmlToMarkdown, tableCell } from './htmlToMarkdown';
import type { ApiComponentData, ApiItemData, ApiPageData, ApiPropData } from '../../api/types';

function table(header: string[], rows: string[][]): string[] {
  return [
    `| ${header.join(' | ')} |`,
    `|${header.map(() => ' --- |').join('')}`,
    ...rows.map((row) => `| ${row.map(tableCell).join(' | ')} |`),
  ];
}

function propsTable(rows: ApiPropData[]): string[] {
  if (rows.length === 0) {
    return ['None.'];
  }
  return table(
    ['Name', 'Type', 'Default', 'Description'],
    rows.map((prop) => [
      `${codeSpan(prop.name)}${prop.required ? ' (required)' : ''}`,
      codeSpan(prop.type),
      prop.default ? codeSpan(prop.default) : '',
      [prop.deprecatedHtml, prop.descriptionHtml]
        .filter(Boolean)
        .map((html) => htmlToMarkdown(html!))
        .join('\n\n'),
    ]),
  );
}

function componentFacts(item: ApiComponentData): string[] {
  const facts: string[] = [];
  if (item.inherits) {
    const name = item.inherits.route ? `[${item.inherits.name}](${item.inherits.route})` : codeSpan(item.inherits.name);
    facts.push(`Props of the ${name} component are also available.`);
  }
  facts.push(
    item.forwardsRef
      ? `The ref is forwarded to the root element${item.rootElement ? ` (${codeSpan(`<${item.rootElement}>`)} by default)` : ''}.`
      : 'This component does not forward a ref.',
  );
  if (item.overridable) {
    facts.push('Its root element can be replaced with the `component` prop.');
  }
  if (item.themeKey) {
    facts.push(`Theme key: ${codeSpan(item.themeKey)}, for default props and style overrides in \`theme.components\`.`);
  }
  return facts.map((fact) => `- ${fact}`);
}

/** One item's sections; on a page of several items (a Base UI tab) each item has its own heading. */
function itemMarkdown(item: ApiItemData): string[] {
  const heading = item.anchor ? '###' : '##';
  const section = (title: string, body: string[]) => ['', `${heading} ${title}`, '', ...body];
  const summary = htmlToMarkdown(item.summaryHtml);
  const lines: string[] = item.anchor ? ['', `## ${item.name}`] : [];
  if (summary) {
    lines.push('', summary);
  }
  lines.push(...section('Import', ['```js', importCode(item), '```']));
  if (item.kind === 'hook') {
    lines.push(...section('Parameters', propsTable(item.parameters)), ...section('Return value', propsTable(item.returnValue)));
  } else {
    lines.push('', ...componentFacts(item), ...section('Props', propsTable(item.props)));
    if (item.slots.length > 0) {
      const rows = item.slots.map((slot) => [
        codeSpan(slot.name),
        slot.default ? codeSpan(slot.default) : '',
        htmlToMarkdown(slot.descriptionHtml),
      ]);
      lines.push(
        ...section('Slots', [
          ...table(['Slot', 'Default', 'Description'], rows),
          '',
          'Pass a replacement in `slots` and extra props for each part in `slotProps`.',
        ]),
      );
    }
    if (item.classes.length > 0) {
      const rows = item.classes.map((entry) => [
        codeSpan(`.${entry.className}`),
        codeSpan(entry.key),
        htmlToMarkdown(entry.descriptionHtml),
      ]);
      lines.push(...section('CSS classes', table(['Class name', 'Rule name', 'Description'], rows)));
    }
    const changes = item.changesSinceV6;
    if (changes) {
      const list = (label: string, names: string[]) => (names.length > 0 ? [`- ${label}: ${names.map(codeSpan).join(', ')}`] : []);
      const body = [...list('Added', changes.added), ...list('Removed', changes.removed), ...list('Newly deprecated', changes.deprecated)];
      lines.push(
        ...section('Changes since v6', body.length > 0 ? body : ['No prop was added, removed or newly deprecated since Material UI v6.']),
      );
    }
  }
  if (item.demos.length > 0) {
    lines.push(
      ...section(
        'Demos',
        item.demos.map((demo) => `- [${demo.title}](${demo.route})`),
      ),
    );
  }
  return lines;
}

/** An API reference page as Markdown: what its HTML shows, minus the bundle sizes. */
export function apiPageMarkdown(page: ApiPageData): string {
  return [`# ${apiPageTitle(page)}`, '', page.description, ...page.items.flatMap(itemMarkdown), ''].join('\n');
}
