import * as React from 'react';
import Box from '@mui/material/Box';
import Island from '../islands/Island';
import { islandFrameSx } from '../islands/frameSx';
import { loadedIsland, loadIsland } from '../islands/islandRegistry';
import type { PlaygroundData } from './types';

/** The frame of a prop playground; its controls, preview and code are an island (PlaygroundView). */
export default function Playground({ data, pageKey }: { data: PlaygroundData; pageKey: string }) {
  return (
    <Box
      component="section"
      aria-label="Playground"
      data-playground={data.name}
      // Search indexes the page's prose, not the playground's labels.
      data-pagefind-ignore=""
      sx={islandFrameSx}
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
    </Box>
  );
}
