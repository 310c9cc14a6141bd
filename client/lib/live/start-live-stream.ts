import type { QueryClient } from '@tanstack/react-query';

/**
 * Starts the tab's event stream once the page has loaded and the browser is idle: its code (and the
 * SSE parser) is a chunk of its own, outside the storefront's first-load budget (design.md §5), and
 * nothing on screen waits for it, as the first answers came with the page.
 */
export function startLiveStreamWhenIdle(queryClient: QueryClient): void {
  const start = () => {
    // A chunk that fails to load (a deploy replaced it) leaves the shop as it was before live screens.
    import('./live-stream.ts').then((module) => module.startLiveStream(queryClient)).catch((error: unknown) => console.error(error));
  };
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 2_000 }) : setTimeout(start, 200));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
