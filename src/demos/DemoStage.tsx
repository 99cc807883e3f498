import * as React from 'react';
import Box from '@mui/material/Box';
import DemoThemeProvider from './DemoThemeProvider';
import DemoIframe from './DemoIframe';
import type { DemoData } from './types';
import type { DemoComponents } from './registryTypes';
import type { IslandView } from '../islands/types';

class DemoErrorBoundary extends React.Component<{ children: React.ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    return this.state.failed ? <p role="alert">This demo failed to render.</p> : this.props.children;
  }
}

/** A framed demo's component takes the frame's window, as the components it frames do. */
type FramedComponent = React.ComponentType<{ window?: () => Window }>;

/**
 * A demo's components (each styling; the reader's choice is shown) in the demo theme; a demo that
 * is a whole app in a frame of its own (`iframeHeight`, see DemoIframe).
 */
export default function DemoStage({
  demo,
  components,
  view,
  iframeHeight,
}: {
  demo: DemoData;
  components: DemoComponents;
  view: IslandView;
  iframeHeight?: number;
}) {
  // Joy UI's demos come with Joy's provider; every other demo renders in the Material demo theme.
  const { Theme } = components;
  const stage = (children: React.ReactNode) =>
    Theme ? (
      <Theme direction={view.direction}>{children}</Theme>
    ) : (
      <DemoThemeProvider direction={view.direction}>{children}</DemoThemeProvider>
    );
  return stage(
    <DemoErrorBoundary key={view.resetKey}>
      {demo.stylings.map((key) => {
        const Component = components[key];
        if (!Component) {
          return null;
        }
        const Framed = Component as FramedComponent;
        return (
          <Box key={key} data-styling={key} data-demo-part="component" sx={{ width: '100%' }}>
            {iframeHeight ? (
              <DemoIframe title={`The ${demo.name} demo`} height={iframeHeight}>
                {(frameWindow) => <Framed window={frameWindow} />}
              </DemoIframe>
            ) : (
              <Component />
            )}
          </Box>
        );
      })}
    </DemoErrorBoundary>,
  );
}
