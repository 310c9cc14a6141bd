import { nanoid } from 'nanoid';
import { inject } from 'vitest';

export type ListedProduct = { id: number; name: string; status: string; price: number };

/** A buyer of the REST API with their own guest id: no browser, no cookies. */
export function apiGuest(guestId = nanoid()) {
  const call = async (path: string, body?: unknown) => {
    const response = await fetch(`${inject('baseUrl')}/api${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: { 'X-Guest-ID': guestId, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return response.json() as Promise<unknown>;
  };
  return {
    guestId,
    add: (productId: number) => call('/guest/cart/add', { product_id: productId }),
    /** Holds every piece of this guest's cart, as starting checkout does. */
    hold: () => call('/guest/cart/hold', {}),
  };
}

/** The pieces of the catalogue's first page (the order /products shows them in) that anyone may take. */
export async function availablePieces(): Promise<ListedProduct[]> {
  const response = await fetch(`${inject('baseUrl')}/api/products`);
  const { data } = (await response.json()) as { data: ListedProduct[] };
  return data.filter((product) => product.status === 'Available');
}

/** Puts one Available piece on hold for a stranger, as if they had started checking out with it. */
export async function holdForStranger(productId: number): Promise<void> {
  const stranger = apiGuest();
  await stranger.add(productId);
  await stranger.hold();
}
