import * as React from 'react';
import Island from '../islands/Island';
import frameStyles from '../islands/islandFrame.module.css';
import { loadedIsland, loadIsland } from '../islands/islandRegistry';
import type { PlaygroundData } from './types';

/** The frame of a prop playground; its controls, preview and code are an island (PlaygroundView). */
export default function Playground({ data, pageKey }: { data: PlaygroundData; pageKey: string }) {
  return (
    <section
      aria-label="Playground"
      data-playground={data.name}
      // Search indexes the page's prose, not the playground's labels.
      data-pagefind-ignore=""
      className={frameStyles.frame}
    >
      <Island
        id={`playground-${data.name}`}
        code={loadedIsland('playground', pageKey, data.name)}
        load={() => loadIsland('playground', pageKey, data.name)}
        render={({ Component, View, Preview, Elements }, view) => (
          <View Component={Component} Preview={Preview} Elements={Elements} data={data} view={view} />
        )}
        resetKey={0}
        label={`The ${data.name} playground`}
      />
    </section>
  );
}
