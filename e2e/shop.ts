import { inject } from 'vitest';
import type { JourneyShop } from './global-setup.ts';

/**
 * This worker's shop (e2e/global-setup.ts starts one per worker): files run side by side, each on its
 * worker's shop, and the files of one worker one after another, as on one shop before.
 */
export function shop(): JourneyShop {
  const shops = inject('shops');
  const worker = Number(process.env.VITEST_POOL_ID ?? '1');
  const chosen = shops[(worker - 1) % shops.length];
  if (!chosen) throw new Error('The journeys have no shop');
  return chosen;
}
