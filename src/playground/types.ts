/** One control of a prop playground, generated from the component's API data. */
export type PlaygroundControl =
  | { kind: 'options'; prop: string; options: string[]; default: string | null }
  | { kind: 'switch'; prop: string; default: boolean }
  | { kind: 'text'; prop: string; default: string };

/**
 * A value a page fixes on the playground's component (`{{playground:Slider defaultValue=30}}`); a
 * dotted name builds an object (`slotProps.input.aria-label="Volume"`).
 */
export type FixedPropValue = string | number | boolean | { [key: string]: FixedPropValue };

/** An element the page gives as the component's children (`children="<Button>One</Button>"`). */
export interface PlaygroundElement {
  /** A component of the same package, imported like the playground's own. */
  name: string;
  importPath: string;
  props: Record<string, string>;
  text: string;
}

/** What a page receives about one of its playgrounds. */
export interface PlaygroundData {
  /** The component's name, as in its API page. */
  name: string;
  importPath: string;
  fixedProps: Record<string, FixedPropValue>;
  controls: PlaygroundControl[];
  /** Element children, for components whose children are elements (Tooltip, ButtonGroup, Select). */
  childElements: PlaygroundElement[];
  /**
   * A module beside the page that renders the component with its parts (`render="TablePlayground"`:
   * `TablePlayground.tsx` gets the playground's props), for components whose children are a structure
   * (a table's rows, an accordion's sections) or whose data props are not text (an autocomplete's
   * options); the code elides what the module adds, as children when the component takes them.
   */
  render?: { module: string; takesChildren: boolean };
}

/** The value of each control, by prop name (`null`: the prop is left out). */
export type PlaygroundValues = Record<string, string | boolean | null>;
