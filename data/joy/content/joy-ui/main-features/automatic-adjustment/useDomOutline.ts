import * as React from 'react';

/**
 * Writes into `output` the tags (with their role, id and aria-labelledby) that `source` and its descendants rendered as, one per
 * line, indented. It reads the DOM after mount, so the demo shows what Joy UI really produced.
 */
export default function useDomOutline<T extends HTMLElement>(depth = 4) {
  const source = React.useRef<T>(null);
  const output = React.useRef<HTMLPreElement>(null);

  React.useEffect(() => {
    const lines: string[] = [];
    const walk = (element: Element, level: number) => {
      if (level > depth) {
        return;
      }
      const attributes = ['role', 'id', 'aria-labelledby']
        .filter((name) => element.hasAttribute(name))
        .map((name) => ` ${name}="${element.getAttribute(name)}"`)
        .join('');
      const text = element.children.length === 0 ? ` "${element.textContent?.trim().slice(0, 24)}"` : '';
      lines.push(`${'  '.repeat(level)}<${element.tagName.toLowerCase()}${attributes}>${text}`);
      [...element.children].forEach((child) => {
        if (child.tagName.toLowerCase() !== 'svg') {
          walk(child, level + 1);
        }
      });
    };
    if (source.current && output.current) {
      walk(source.current, 0);
      output.current.textContent = lines.join('\n');
    }
  }, [depth]);

  return [source, output] as const;
}
