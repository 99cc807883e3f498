import type { ComponentType, ReactNode } from 'react';
import type { StylingKey } from './types';

/**
 * The component of each styling a demo has, and the theme provider of a library other than Material
 * UI (Joy UI's) when its demos need one: loaded with the demo, so it renders on the first pass.
 */
export type DemoComponents = Partial<Record<StylingKey, ComponentType>> & { Theme?: ComponentType<{ children: ReactNode }> };
