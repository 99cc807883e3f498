import * as React from 'react';

/** `value` once it has stayed the same for `delay` ms: the keystrokes of a word typed at speed make one update. */
export function useDebouncedValue<T>(value: T, delay: number): T {
  const [settled, setSettled] = React.useState(value);
  React.useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), delay);
    return () => window.clearTimeout(timer);
  }, [value, delay]);
  return settled;
}
