import * as React from 'react';
import Island from '../islands/Island';
import { loadedIsland, loadIsland } from '../islands/islandRegistry';
import { TOOLS, type ToolName } from './toolInfo';
import styles from './ToolIsland.module.css';

/** One of the site's tools on a page: an island like a demo, without the demo's frame and code. */
export default function ToolIsland({ name, pageKey }: { name: ToolName; pageKey: string }) {
  return (
    // Search indexes the page's prose, not the tool's labels and results.
    <section aria-label={TOOLS[name].label} data-tool={name} data-pagefind-ignore="" className={styles.tool}>
      <Island
        id={`tool-${name}`}
        code={loadedIsland('tool', pageKey, name)}
        load={() => loadIsland('tool', pageKey, name)}
        render={({ Tool }, view, { ToolTheme }) => (
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
