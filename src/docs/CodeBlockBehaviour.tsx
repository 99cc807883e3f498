import type * as React from 'react';
import useCodeBlockCopy from './useCodeBlockCopy';
import usePackageManagerTabs from './usePackageManagerTabs';

/** What the article's build-time code blocks do: their copy buttons and the package manager tabs. Renders nothing. */
export default function CodeBlockBehaviour({ article, route }: { article: React.RefObject<HTMLElement | null>; route: string }) {
  useCodeBlockCopy(article);
  usePackageManagerTabs(article, route);
  return null;
}
