import type { QueryClient } from '@tanstack/react-query';
import { followLiveCart } from '../../features/cart/live-cart.ts';
import { followLiveCatalogue } from '../../features/catalog/live-piece.ts';
import { followLiveMyOrders } from '../../features/orders/live-my-orders.ts';
import { startLiveStream } from '../../lib/live/live-stream.ts';

let following = false;

/**
 * The tab's live stream and the features that keep their cached screens in step with it, composed
 * here (features never import one another) and loaded after first paint (decision 013). Installed for
 * the tab's life, not per screen: a cached page not on screen is right when it is shown again.
 */
export function startLiveScreens(queryClient: QueryClient): void {
  if (!following) {
    following = true;
    followLiveCatalogue(queryClient);
    followLiveCart(queryClient);
    followLiveMyOrders(queryClient);
  }
  startLiveStream(queryClient);
}
