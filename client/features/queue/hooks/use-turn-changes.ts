import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../../lib/live/live-bus.ts';
import { useOnLapse } from '../../../lib/live/use-on-lapse.ts';
import { trpc } from '../../../lib/trpc.ts';

/**
 * Keeps a buyer's screens true to their turns: a turn starts when the hold before it lapses, with no
 * write and so no event (design.md §8 "Next in line"), so the moment it starts or ends (server time)
 * the screen asks the server again: the queue's place ("It's your turn") and the cart (the piece
 * Reserved by You, checkout open). A live event about one of these pieces (a hold renewed, released or
 * sold, which moves the turns) asks again at once. Answers the moment of server time the turns are
 * judged at, so a screen never shows a turn past its end while the answer is on its way.
 */
export function useTurnChanges(productIds: readonly number[], turnTimes: readonly (string | null)[]): number {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: trpc.queue.pathKey() });
    void queryClient.invalidateQueries({ queryKey: trpc.cart.get.queryKey() });
  };
  const moment = useOnLapse(turnTimes, refresh);
  useLiveEvent('piece', (event) => {
    if (productIds.includes(event.id)) refresh();
  });
  return moment;
}
