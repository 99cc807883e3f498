/** What the generated loaders (.generated/islands/) give: kept apart so that they import types only. */
import type { ComponentType } from 'react';
import type { DemoComponents, LibraryTheme } from '../demos/registryTypes';
import type { PlaygroundData } from '../playground/types';
import type { CssVariableControl } from '../playground/cssVariables';
import type { IslandState } from './islandStore';

/** A playground's component, and the playground itself (its controls and code), loaded together. */
export interface PlaygroundCode {
  Component: ComponentType<Record<string, unknown>>;
  View: ComponentType<PlaygroundViewProps>;
  /** The theme the component needs beyond the Material demo theme (Joy UI's). */
  Preview?: LibraryTheme;
  /** The components of the page's element children, by name. */
  Elements: Record<string, ComponentType<Record<string, unknown>>>;
}

export interface PlaygroundViewProps {
  Component: ComponentType<Record<string, unknown>>;
  Preview?: LibraryTheme;
  Elements: Record<string, ComponentType<Record<string, unknown>>>;
  data: PlaygroundData;
  view: IslandView;
}

/** One of the site's tools (src/tools/): a component that needs no props. */
export interface ToolCode {
  Tool: ComponentType;
}

/** A CSS variables playground: the page's module (its preview, component and variables) and the view. */
export interface CssVarsCode {
  View: ComponentType<CssVarsViewProps>;
  Preview: ComponentType<{ sx: Record<string, string> }>;
  component: string;
  variables: readonly CssVariableControl[];
  /** The theme of a library other than Material UI (Joy UI's) that the preview needs. */
  Theme?: LibraryTheme;
}

export type CssVarsViewProps = Omit<CssVarsCode, 'View'> & { name: string; view: IslandView };

export interface PageIslands {
  demos: Record<string, () => Promise<DemoComponents>>;
  playgrounds: Record<string, () => Promise<PlaygroundCode>>;
  tools: Record<string, () => Promise<ToolCode>>;
  cssVars: Record<string, () => Promise<CssVarsCode>>;
}

export interface IslandCode {
  demo: DemoComponents;
  playground: PlaygroundCode;
  tool: ToolCode;
  cssVars: CssVarsCode;
}

/** What an island's content is rendered with: the page's direction and the reader's resets. */
export type IslandView = IslandState;
