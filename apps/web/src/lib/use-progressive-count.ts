import { startTransition, useEffect, useState } from 'react';

/**
 * How many of `total` items to render: `first` at once, then `step` more per background pass.
 * A long list's rows then reach the DOM in several short commits instead of one long task (the
 * tracked-goods table of 20 products was a 200 ms task, most of it below the fold).
 */
export function useProgressiveCount(total: number, first = 8, step = 8): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    // A macrotask between passes lets the browser paint and handle input in between.
    const id = setTimeout(() => startTransition(() => setCount((c) => c + step)), 0);
    return () => clearTimeout(id);
  }, [count, total, step]);
  return Math.min(count, total);
}
