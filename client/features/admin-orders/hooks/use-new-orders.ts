import { useDocumentVisibility } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { highlightFaded, NO_NEW_ORDERS, orderChanged, orderOpened, ordersSeen } from '../new-orders.ts';
import { useLiveWhileHidden } from '../../../lib/live/while-hidden.ts';
import { useLiveOrders } from './use-live-orders.ts';

/** How long a seen row keeps its New mark: long enough to find it again after a glance away. */
const HIGHLIGHT_AFTER_SEEN_MS = 10_000;
/** Orders arriving this close together are announced together, then the live region is emptied. */
const ANNOUNCEMENT_MS = 3_000;

type Options = {
  /** The orders whose rows are on screen now (not the previous filter's, kept while the next loads). */
  shownIds: readonly number[];
  /** False while something covers the list, e.g. an order open full screen on a phone. */
  listInView: boolean;
  openId: number | undefined;
};

/**
 * Orders placed while Order Management is open (rules in new-orders.ts): which rows are marked New,
 * how many new pending orders the owner has not looked at yet (for the tab's title), and what to
 * announce. Looking means the page is visible and the order's row is on screen.
 */
export function useNewOrders({ shownIds, listInView, openId }: Options) {
  const [state, setState] = useState(NO_NEW_ORDERS);
  const [arrivals, setArrivals] = useState<readonly number[]>([]);
  const looking = useDocumentVisibility() === 'visible' && listInView;
  // The tab left open in the background is where the title's count matters most.
  useLiveWhileHidden();

  useLiveOrders((event) => {
    setState((current) => orderChanged(current, event));
    if (event.placed) setArrivals((ids) => (ids.includes(event.id) ? ids : [event.id, ...ids]));
  });

  useEffect(() => {
    if (arrivals.length === 0) return;
    const timer = setTimeout(() => setArrivals([]), ANNOUNCEMENT_MS);
    return () => clearTimeout(timer);
  }, [arrivals]);

  // Looking and opening are read while rendering, as React adjusts state to changed inputs: the title
  // never shows a count for a row already on screen, not even for a frame.
  let looked = looking ? ordersSeen(state, shownIds) : state;
  if (openId !== undefined) looked = orderOpened(looked, openId);
  if (looked !== state) setState(looked);

  // A seen row's mark fades once, on its own clock, whatever arrives after it.
  const fading = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    for (const id of state.highlighted) {
      if (state.unseen.includes(id) || fading.current.has(id)) continue;
      const timer = setTimeout(() => {
        fading.current.delete(id);
        setState((current) => highlightFaded(current, id));
      }, HIGHLIGHT_AFTER_SEEN_MS);
      fading.current.set(id, timer);
    }
  }, [state]);
  useEffect(() => {
    const timers = fading.current;
    return () => {
      for (const timer of timers.values()) clearTimeout(timer);
      timers.clear();
    };
  }, []);

  return { highlighted: looked.highlighted, unseenCount: looked.unseen.length, arrivals };
}
