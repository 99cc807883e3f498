import * as React from 'react';
import Island from '../islands/Island';
import IslandFrame from '../islands/IslandFrame';
import { loadedIsland, loadIsland } from '../islands/islandRegistry';
import type { PlaygroundData } from './types';

/** The frame of a prop playground; its controls, preview and code are an island (PlaygroundView). */
export default function Playground({ data, pageKey }: { data: PlaygroundData; pageKey: string }) {
  return (
    <IslandFrame aria-label="Playground" data-playground={data.name}>
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
    </IslandFrame>
  );
}
