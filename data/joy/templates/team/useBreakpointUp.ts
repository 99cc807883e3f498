import * as React from 'react';
import { useTheme } from '@mui/joy/styles';

/**
 * Whether the window is at least as wide as one of the theme's breakpoints. On the server and
 * while the page hydrates the answer is `false`, so both render the same; the browser's answer
 * follows right after, and again whenever the window is resized across the breakpoint.
 */
export default function useBreakpointUp(breakpoint: 'sm' | 'md' | 'lg'): boolean {
  const theme = useTheme();
  const query = theme.breakpoints.up(breakpoint).replace(/^@media\s*/, '');
  const subscribe = React.useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return React.useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}
