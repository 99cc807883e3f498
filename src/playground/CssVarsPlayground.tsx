import * as React from 'react';
import Island from '../islands/Island';
import IslandFrame from '../islands/IslandFrame';
import { loadedIsland, loadIsland } from '../islands/islandRegistry';

/** The frame of a CSS variables playground; its sliders, preview and code are an island (CssVarsPlaygroundView). */
export default function CssVarsPlayground({ name, pageKey }: { name: string; pageKey: string }) {
  return (
    <IslandFrame aria-label="CSS variables playground" data-css-vars={name}>
      <Island
        id={`css-vars-${name}`}
        code={loadedIsland('cssVars', pageKey, name)}
        load={() => loadIsland('cssVars', pageKey, name)}
        render={({ View, ...code }, view) => <View {...code} name={name} view={view} />}
        resetKey={0}
        label={`The ${name} CSS variables playground`}
      />
    </IslandFrame>
  );
}
