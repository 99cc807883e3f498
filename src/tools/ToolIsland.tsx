import * as React from 'react';
import { ThemeProvider } from '@mui/material/styles';
import Island from '../islands/Island';
import { loadedIsland, loadIsland } from '../islands/islandRegistry';
import { createDocsTheme, type Direction } from '../theme/createDocsTheme';
import { TOOLS, type ToolName } from './toolInfo';
import styles from './ToolIsland.module.css';
import { ISLAND_MODE_KEY, siteColorSchemeStorage } from '../theme/siteColorScheme';

/**
 * The site's theme inside a tool's own React root: the page already has its CSS variables and
 * switches its colour scheme by a class on <html>, so the provider only hands the theme down and
 * follows that class (a preview's own provider nested in a tool writes the mode it is given).
 */
function ToolTheme({ direction, children }: { direction: Direction; children: React.ReactNode }) {
  const theme = React.useMemo(() => createDocsTheme({ direction }), [direction]);
  return (
    <ThemeProvider
      theme={theme}
      disableNestedContext
      disableStyleSheetGeneration
      storageManager={siteColorSchemeStorage}
      modeStorageKey={ISLAND_MODE_KEY}
      colorSchemeNode={null}
    >
      {children}
    </ThemeProvider>
  );
}

/** One of the site's tools on a page: an island like a demo, without the demo's frame and code. */
export default function ToolIsland({ name, pageKey }: { name: ToolName; pageKey: string }) {
  return (
    // Search indexes the page's prose, not the tool's labels and results.
    <section aria-label={TOOLS[name].label} data-tool={name} data-pagefind-ignore="" className={styles.tool}>
      <Island
        id={`tool-${name}`}
        code={loadedIsland('tool', pageKey, name)}
        load={() => loadIsland('tool', pageKey, name)}
        render={({ Tool }, view) => (
          <ToolTheme direction={view.direction}>
            <Tool />
          </ToolTheme>
        )}
        resetKey={0}
        label={`The ${TOOLS[name].label} tool`}
      />
    </section>
  );
}
