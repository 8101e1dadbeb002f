// A function of stable identity that calls the latest `fn`: for memoised children's event props (called from events
// only, never during render).
import { useCallback, useLayoutEffect, useRef } from 'react';

export function useStableHandler<A extends unknown[], R>(fn: (...args: A) => R): (...args: A) => R {
  const latest = useRef(fn);
  useLayoutEffect(() => {
    latest.current = fn;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
