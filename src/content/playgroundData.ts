/** Build time: a playground's data from the component's generated API data. */
import { getApiPages } from './api/loadApiPage';
import type { ApiComponentData } from '../api/types';
import { playgroundControls } from '../playground/playgroundControls';
import type { FixedPropValue, PlaygroundData } from '../playground/types';

/** The API data of a component of a product's tree; an error names what is missing. */
export function findApiComponent(treeId: string, name: string): ApiComponentData {
  for (const page of Object.values(getApiPages())) {
    if (page.treeId !== treeId) {
      continue;
    }
    const item = page.items.find((candidate) => candidate.kind === 'component' && candidate.name === name);
    if (item?.kind === 'component') {
      return item;
    }
  }
  throw new Error(`{{playground:${name}}}: ${treeId} has no component ${name} with API data`);
}

/**
 * The controls come from the API data; the page's arguments are fixed on the component, except
 * a text `children`, which seeds the children control (the component's name when not given).
 */
export function playgroundDataOf(treeId: string, name: string, args: Record<string, FixedPropValue>): PlaygroundData {
  const component = findApiComponent(treeId, name);
  const { children, ...fixedProps } = args;
  const controls = playgroundControls(component.props, Object.keys(fixedProps)).map((control) =>
    control.kind === 'text' ? { ...control, default: typeof children === 'string' ? children : name } : control,
  );
  // Children a component inherits (Alert's come from Paper) are not in its own props: text given by the page still gets its field.
  if (typeof children === 'string' && !controls.some((control) => control.kind === 'text')) {
    controls.push({ kind: 'text', prop: 'children', default: children });
  }
  return { name, importPath: component.importPath, fixedProps, controls };
}
