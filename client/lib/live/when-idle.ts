/**
 * Runs `task` once the page has loaded and the browser is idle: for work no first paint waits for,
 * whose code is then a chunk of its own outside the storefront's first-load budget (design.md §5).
 */
export function whenLoadedAndIdle(task: () => void): void {
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(task, { timeout: 2_000 }) : setTimeout(task, 200));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
