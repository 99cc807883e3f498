import * as React from 'react';

/**
 * Makes the package-manager tabs inside `root` work (src/docs/packageManagerTabs.ts). Most pages
 * have no install commands: the tabs' code loads only on a page that has tabs, after hydration
 * (until then CSS already shows the reader's manager). `page` changes on a client-side
 * navigation: the new page's tabs then get the selected state.
 */
export default function usePackageManagerTabs(root: React.RefObject<HTMLElement | null>, page: string): void {
  React.useEffect(() => {
    const element = root.current;
    if (!element?.querySelector('.pm-tab')) {
      return undefined;
    }
    let detach: (() => void) | undefined;
    let mounted = true;
    import('./packageManagerTabs')
      .then(({ attachPackageManagerTabs }) => {
        if (mounted) {
          detach = attachPackageManagerTabs(element);
          // Which page's tabs are live: what a test (or a reader's script) can wait for.
          element.dataset.packageManagerTabs = page;
        }
      })
      .catch(() => {});
    return () => {
      mounted = false;
      detach?.();
      delete element.dataset.packageManagerTabs;
    };
  }, [root, page]);
}
