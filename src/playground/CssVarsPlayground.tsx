import * as React from 'react';
import Box from '@mui/material/Box';
import Island from '../islands/Island';
import { islandFrameSx } from '../islands/frameSx';
import { loadedIsland, loadIsland } from '../islands/islandRegistry';

/** The frame of a CSS variables playground; its sliders, preview and code are an island (CssVarsPlaygroundView). */
export default function CssVarsPlayground({ name, pageKey }: { name: string; pageKey: string }) {
  return (
    <Box
      component="section"
      aria-label="CSS variables playground"
      data-css-vars={name}
      // Search indexes the page's prose, not the playground's labels.
      data-pagefind-ignore=""
      sx={islandFrameSx}
    >
      <Island
        id={`css-vars-${name}`}
        code={loadedIsland('cssVars', pageKey, name)}
        load={() => loadIsland('cssVars', pageKey, name)}
        render={({ View, ...code }, view) => <View {...code} name={name} view={view} />}
        resetKey={0}
        label={`The ${name} CSS variables playground`}
      />
    </Box>
  );
}
