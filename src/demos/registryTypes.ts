import type { ComponentType } from 'react';
import type { StylingKey } from './types';

/** The component of each styling a demo has. */
export type DemoComponents = Partial<Record<StylingKey, ComponentType>>;
