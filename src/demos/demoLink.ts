import type { CodeVariant } from '../utils/codeVariant';
import type { StylingKey } from './types';

/** The anchor of a demo in one language and styling: `Name.tsx`, `tailwind-Name.js`, … */
export function demoAnchor(name: string, variant: CodeVariant, styling: StylingKey): string {
  const prefix = styling === 'system' ? '' : `${styling}-`;
  return `${prefix}${name}.${variant === 'TS' ? 'tsx' : 'js'}`;
}
