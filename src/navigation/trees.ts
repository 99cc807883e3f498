import materialPages from '../../data/material/pages';
import joyPages from '../../data/joy/pages';
import systemPages from '../../data/system/pages';
import basePages from '../../data/base/pages';
import docsInfraPages from '../../data/docs-infra/pages';
import type { DocsPage } from './types';

export type TreeId = 'material' | 'joy' | 'system' | 'base' | 'docs-infra';

/**
 * The navigation trees. A route listed in two trees belongs to the first one here (the Data
 * Grid overview is in the Material tree and in the experiments' test copies).
 */
export const NAVIGATION_TREES: Record<TreeId, DocsPage[]> = {
  material: materialPages,
  joy: joyPages,
  system: systemPages,
  base: basePages,
  'docs-infra': docsInfraPages,
};

export const TREE_IDS = Object.keys(NAVIGATION_TREES) as TreeId[];
