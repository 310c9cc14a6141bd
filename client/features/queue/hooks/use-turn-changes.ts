import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useHoldLapse } from '../../../lib/live/use-hold-lapse.ts';
import { useLiveEvent } from '../../../lib/live/live-bus.ts';
import { trpc } from '../../../lib/trpc.ts';

/**
 * Keeps a buyer's screens true to their turns: a turn starts when the hold before it lapses, with no
 * write and so no event (design.md §8 "Next in line"), so the moment it starts or ends (server time)
 * the screen asks the server again: the queue's place ("It's your turn") and the cart (the piece
 * Reserved by You, checkout open). A live event about one of these pieces (a hold renewed, released or
 * sold, which moves the turns) asks again at once.
 */
export function useTurnChanges(productIds: readonly number[], turnTimes: readonly (string | null)[]): void {
  const queryClient = useQueryClient();
  const moment = useHoldLapse(turnTimes);
  const seen = useRef(moment);
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.queue.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.cart.get.queryKey() });
  };
  useEffect(() => {
    if (moment === seen.current) return;
    seen.current = moment;
    refresh();
  });
  useLiveEvent('piece', (event) => {
    if (productIds.includes(event.id)) refresh();
  });
}
