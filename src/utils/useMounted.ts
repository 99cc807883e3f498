import * as React from 'react';

const subscribe = () => () => {};

/** False during the static render and hydration, true afterwards. */
export default function useMounted(): boolean {
  return React.useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
