/** Build time: a playground's data from the component's generated API data. */
import { getApiPages } from './api/loadApiPage';
import type { ApiComponentData } from '../api/types';
import { JOY_AXES, orderOptions, playgroundControls } from '../playground/playgroundControls';
import { parsePlaygroundElements } from '../playground/playgroundElements';
import type { FixedPropValue, PlaygroundControl, PlaygroundData, PlaygroundElement } from '../playground/types';

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

/** `elements="Button: One | Button: Two"`: components of the same tree, with their imports. */
function elementsOf(treeId: string, name: string, text: FixedPropValue | undefined): PlaygroundElement[] {
  if (text === undefined) {
    return [];
  }
  if (typeof text !== 'string') {
    throw new Error(`{{playground:${name}}}: elements must be quoted text, such as elements="Button: One | Button: Two"`);
  }
  return parsePlaygroundElements(text).map((element) => ({ ...element, importPath: findApiComponent(treeId, element.name).importPath }));
}

/**
 * The controls come from the API data; the page's arguments are fixed on the component, except
 * a text `children`, which seeds the children control (the component's name when not given),
 * `elements`, the element children of a component that takes no text (Tooltip, ButtonGroup), and
 * `render`, the page's module that draws a component made of parts.
 */
export function playgroundDataOf(treeId: string, name: string, args: Record<string, FixedPropValue>): PlaygroundData {
  const component = findApiComponent(treeId, name);
  const { children, elements, render, ...fixedProps } = args;
  const childElements = elementsOf(treeId, name, elements);
  if (childElements.length > 0 && children !== undefined) {
    throw new Error(`{{playground:${name}}}: give children or elements, not both`);
  }
  if (render !== undefined && (typeof render !== 'string' || !/^[A-Z][A-Za-z0-9]*$/.test(render))) {
    throw new Error(`{{playground:${name}}}: render names a module beside the page, such as render="${name}Playground"`);
  }
  if (render !== undefined && (children !== undefined || childElements.length > 0)) {
    throw new Error(`{{playground:${name}}}: a playground with render= draws its own children; give no children or elements`);
  }
  const ordered = (all: PlaygroundControl[]) => (treeId === 'joy' ? orderOptions(all, JOY_AXES) : all);
  const elided = childElements.length > 0 || render !== undefined;
  const controls = ordered(
    playgroundControls(component.props, [...Object.keys(fixedProps), ...(elided ? ['children'] : [])]).map((control) =>
      control.kind === 'text' ? { ...control, default: typeof children === 'string' ? children : name } : control,
    ),
  );
  // Children a component inherits (Alert's come from Paper) are not in its own props: text given by the page still gets its field.
  if (typeof children === 'string' && !controls.some((control) => control.kind === 'text')) {
    controls.push({ kind: 'text', prop: 'children', default: children });
  }
  return {
    name,
    importPath: component.importPath,
    fixedProps,
    controls,
    childElements,
    ...(render === undefined
      ? {}
      : { render: { module: render, takesChildren: component.props.some((prop) => prop.name === 'children') } }),
  };
}
