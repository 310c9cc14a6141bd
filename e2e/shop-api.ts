import { nanoid } from 'nanoid';
import { inject } from 'vitest';
import { listPiece } from './stock.ts';
import { shop } from './shop.ts';

export type ListedProduct = { id: number; name: string; status: string; price: number; photos: unknown[] };

/** A buyer of the REST API with their own guest id: no browser, no cookies. */
export function apiGuest(guestId = nanoid()) {
  const call = async (path: string, body?: unknown) => {
    const response = await fetch(`${shop().baseUrl}/api${path}`, {
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
  const response = await fetch(`${shop().baseUrl}/api/products`);
  const { data } = (await response.json()) as { data: ListedProduct[] };
  return data.filter((product) => product.status === 'Available');
}

/** Puts one Available piece on hold for a stranger, as if they had started checking out with it. */
export async function holdForStranger(productId: number): Promise<void> {
  const stranger = apiGuest();
  await stranger.add(productId);
  await stranger.hold();
}

/** The shop's owner through the admin REST API, signed in with a bearer token (no browser). */
export async function apiAdmin() {
  const baseUrl = shop().baseUrl;
  const login = await fetch(`${baseUrl}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: inject('adminEmail'), password: inject('adminPassword') }),
  });
  const { token } = (await login.json()) as { token: string };
  const call = async (method: string, path: string, body?: unknown): Promise<unknown> => {
    const form = body instanceof FormData;
    const response = await fetch(`${baseUrl}/api${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, ...(form ? {} : { 'content-type': 'application/json' }) },
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
    return response.json();
  };
  return {
    /** Any other admin call of the REST API (a FormData body goes as multipart); answers its JSON. */
    call,
    /** A piece of the journey's own (not a new arrival, so the journeys buying from /new never meet it). */
    listPiece: (name: string, extra: { sku?: string; price?: number; visibility?: 'live' | 'draft' } = {}) => listPiece(baseUrl, token, { name, index: 7, newArrival: false, ...extra }),
    setSetting: (key: string, value: string) => call('PUT', `/admin/settings/${key}`, { value }),
    /** Releases the live hold on a piece, as the owner does from Live Holds. */
    releaseHold: (productId: number) => call('DELETE', `/admin/holds/${productId}`),
    /** Sets an order's status, as another admin would from Order Management. */
    setOrderStatus: (orderId: number, status: string) => call('POST', `/admin/orders/${orderId}/status`, { status }),
  };
}
