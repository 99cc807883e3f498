import * as React from 'react';
import SvgIcon, { type SvgIconProps } from '@mui/material/SvgIcon';
import type { SvgNode } from './iconIndex';

/** The elements icons are drawn with; anything else in a chunk file is left out. */
const SVG_TAGS = new Set(['path', 'circle', 'ellipse', 'rect', 'polygon', 'polyline', 'line', 'g', 'defs', 'use', 'clipPath', 'mask']);

function renderNodes(nodes: readonly SvgNode[]): React.ReactNode[] {
  return nodes.map(([tag, props, children], index) => {
    if (!SVG_TAGS.has(tag)) {
      return null;
    }
    // Only attribute values: no handlers, no HTML.
    const safe = Object.fromEntries(Object.entries(props).filter(([name]) => !/^on|^dangerously/i.test(name)));
    return React.createElement(tag, { key: index, ...safe }, children ? renderNodes(children) : undefined);
  });
}

/**
 * An icon of the index, drawn as the package's component draws it (SvgIcon, a 24×24 view box),
 * decorative: the button or text around it names it. An empty box of the same size until its
 * SVG has arrived.
 */
export default function IconGlyph({ nodes, ...props }: { nodes: readonly SvgNode[] | undefined } & Omit<SvgIconProps, 'children'>) {
  return <SvgIcon {...props}>{nodes ? renderNodes(nodes) : null}</SvgIcon>;
}
