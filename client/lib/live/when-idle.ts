/**
 * Runs `task` once the page has loaded and the browser is idle: for work no first paint waits for,
 * whose code is then a chunk of its own outside the storefront's first-load budget (design.md §5).
 * Returns a cancel for a caller that unmounts first.
 */
export function whenLoadedAndIdle(task: () => void): () => void {
  let cancelled = false;
  const run = () => {
    if (!cancelled) task();
  };
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(run, { timeout: 2_000 }) : setTimeout(run, 200));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
  return () => {
    cancelled = true;
    window.removeEventListener('load', whenIdle);
  };
}
