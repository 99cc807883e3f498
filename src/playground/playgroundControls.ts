import type { ApiPropData } from '../api/types';
import type { PlaygroundControl } from './types';

const STRING_LITERAL = /^'([^']*)'$/;

/** `'a' | 'b'` → ['a', 'b']; null when any member is not a string literal. */
export function stringLiteralUnion(type: string): string[] | null {
  const members = type.split('|').map((member) => member.trim());
  const values = members.map((member) => STRING_LITERAL.exec(member)?.[1]);
  return members.length > 1 && values.every((value) => value !== undefined) ? (values as string[]) : null;
}

function isBoolean(type: string): boolean {
  return type.split('|').every((member) => ['bool', 'null'].includes(member.trim())) && type.includes('bool');
}

function unquote(value: string | undefined): string | null {
  return value === undefined ? null : (STRING_LITERAL.exec(value)?.[1] ?? null);
}

/**
 * Props that hold the component's own state: `defaultChecked` only counts at mount, and a switch on
 * `checked` (its controlled twin) or `open` would fight the reader's clicks on the preview, or flip
 * the component between controlled and uncontrolled. The preview keeps its own state instead.
 */
function isStateProp(name: string, names: Set<string>): boolean {
  return /^default[A-Z]/.test(name) || names.has(`default${name[0].toUpperCase()}${name.slice(1)}`) || name === 'open';
}

/**
 * The controls of a component's playground: a choice for every prop typed as a union of string
 * literals (its options in the typings' order, the default selected), a switch for every boolean,
 * and a text field for `children` when it takes a node. Deprecated props, state props and props
 * the page fixes get none.
 */
export function playgroundControls(props: ApiPropData[], fixed: Iterable<string> = []): PlaygroundControl[] {
  const skip = new Set(fixed);
  const names = new Set(props.map((prop) => prop.name));
  return props.flatMap((prop): PlaygroundControl[] => {
    if (prop.deprecatedHtml || skip.has(prop.name) || isStateProp(prop.name, names)) {
      return [];
    }
    const options = stringLiteralUnion(prop.type);
    if (options) {
      const chosen = unquote(prop.default);
      return [{ kind: 'options', prop: prop.name, options, default: chosen !== null && options.includes(chosen) ? chosen : null }];
    }
    if (isBoolean(prop.type)) {
      return [{ kind: 'switch', prop: prop.name, default: prop.default === 'true' }];
    }
    if (prop.name === 'children' && prop.type === 'React.ReactNode') {
      return [{ kind: 'text', prop: 'children', default: '' }];
    }
    return [];
  });
}

/** Joy UI's global axes in the order its documentation teaches them (the typings list them alphabetically). */
export const JOY_AXES: Record<string, readonly string[]> = {
  variant: ['plain', 'outlined', 'soft', 'solid'],
  color: ['primary', 'neutral', 'danger', 'success', 'warning'],
  size: ['sm', 'md', 'lg'],
};

/** The options of the controls named in `order` put in that order; options it does not name keep theirs, after. */
export function orderOptions(controls: PlaygroundControl[], order: Record<string, readonly string[]>): PlaygroundControl[] {
  return controls.map((control) => {
    const wanted = Object.hasOwn(order, control.prop) ? order[control.prop] : undefined;
    if (control.kind !== 'options' || !wanted) {
      return control;
    }
    const rank = (option: string) => (wanted.includes(option) ? wanted.indexOf(option) : wanted.length);
    return { ...control, options: [...control.options].sort((a, b) => rank(a) - rank(b)) };
  });
}
