import type { ComponentType, ReactNode } from 'react';
import type { StylingKey } from './types';
import type { Direction } from '../theme/createDocsTheme';

/** The default theme of a library other than Material UI (Joy UI's), in the site's direction. */
export type LibraryTheme = ComponentType<{ direction: Direction; children: ReactNode }>;

/**
 * The component of each styling a demo has, and the theme provider of a library other than Material
 * UI (Joy UI's) when its demos need one: loaded with the demo, so it renders on the first pass.
 */
export type DemoComponents = Partial<Record<StylingKey, ComponentType>> & { Theme?: LibraryTheme };
