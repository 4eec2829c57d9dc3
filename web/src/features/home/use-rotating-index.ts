import { useEffect, useState } from 'react';

/** An index that moves to the next of `count` every `intervalMs`, unless stopped. */
export function useRotatingIndex(count: number, intervalMs: number, stopped: boolean): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (stopped || count < 2) return;
    const timer = window.setInterval(() => setIndex((value) => (value + 1) % count), intervalMs);
    return () => window.clearInterval(timer);
  }, [count, intervalMs, stopped]);
  return index;
}
