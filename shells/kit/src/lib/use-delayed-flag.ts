import { useEffect, useState } from 'react';

/**
 * Follows `flag`, but only turns on once it has stayed on for `delayMs`. A loading bar that
 * flashes for fast answers is noise; it waits 200 ms (docs/product-rules.md §18).
 */
export function useDelayedFlag(flag: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!flag) {
      setShown(false);
      return;
    }
    const timer = window.setTimeout(() => setShown(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [flag, delayMs]);
  return flag && shown;
}
