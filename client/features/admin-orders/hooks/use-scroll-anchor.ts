import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';

/** Each row the anchor may hold carries its order id under this attribute. */
export const ANCHOR_ATTRIBUTE = 'data-anchor-id';

type Anchor = { listKey: string; id: string; top: number };

function firstRowInView(container: HTMLElement): { id: string; top: number } | null {
  for (const row of container.querySelectorAll<HTMLElement>(`[${ANCHOR_ATTRIBUTE}]`)) {
    const { top, bottom } = row.getBoundingClientRect();
    const id = row.getAttribute(ANCHOR_ATTRIBUTE);
    if (bottom > 0 && id !== null) return { id, top };
  }
  return null;
}

/**
 * Keeps the row in view where it is when the list refreshes in place (a live order arriving above it):
 * the page scrolls by what was inserted, so nothing moves under the owner's thumb and the new row
 * shows above, highlighted, rather than pushing the list down. Browsers that anchor scrolling on
 * their own have already done it by the time this measures, so it then moves nothing. Another filter
 * or page (`listKey`) is a new list, not a refresh: it is left alone.
 */
export function useScrollAnchor(container: RefObject<HTMLElement | null>, listKey: string): void {
  const anchor = useRef<Anchor | null>(null);

  // After every commit: first restore the row the owner was looking at, then remember where it is now.
  useLayoutEffect(() => {
    const element = container.current;
    if (!element) return;
    const previous = anchor.current;
    if (previous?.listKey === listKey) {
      const row = element.querySelector(`[${ANCHOR_ATTRIBUTE}="${CSS.escape(previous.id)}"]`);
      const moved = row ? row.getBoundingClientRect().top - previous.top : 0;
      if (Math.abs(moved) >= 1) window.scrollBy({ top: moved, behavior: 'instant' });
    }
    const now = firstRowInView(element);
    anchor.current = now && { listKey, ...now };
  });

  // Scrolling (or turning the phone) changes which row is in view, with no commit to notice it.
  useEffect(() => {
    const remember = () => {
      const now = container.current && firstRowInView(container.current);
      anchor.current = now ? { listKey, ...now } : null;
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('resize', remember);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('resize', remember);
    };
  }, [container, listKey]);
}
