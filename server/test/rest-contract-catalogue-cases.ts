import { nanoid } from 'nanoid';
import { createTestProduct } from './fixtures.ts';
import type { Case } from './rest-contract.ts';

/**
 * The owner's catalogue: pieces (listed, edited, restocked, marked sold, reserved), drops and the
 * pieces in them, live holds and a sold-out piece's queue.
 */
export const CATALOGUE_CASES: Record<string, Case> = {
  'POST /products': {
    happy: async (w) => ({ method: 'POST', path: '/products', token: await w.admin(), form: await w.productForm('Piña Barong') }),
    refusal: async (w) => ({ method: 'POST', path: '/products', token: await w.customer(), form: await w.productForm('Piña Barong'), status: 403 }),
  },
  'PUT /products/:id': {
    // Multipart clients send the update as POST with _method=PUT.
    happy: async (w) => {
      const form = await w.productForm('Piña Barong, pressed');
      form.append('_method', 'PUT');
      return { method: 'POST', path: `/products/${await w.product()}`, token: await w.admin(), form };
    },
    refusal: async (w) => ({ method: 'PUT', path: `/products/${await w.product()}`, token: await w.admin(), json: { name: '' }, status: 422 }),
  },
  'DELETE /products/:id': {
    happy: async (w) => ({ method: 'DELETE', path: `/products/${await w.product()}`, token: await w.admin() }),
    refusal: async (w) => ({ method: 'DELETE', path: `/products/${await w.product()}`, status: 401 }),
  },
  'POST /products/:id/duplicate': {
    happy: async (w) => ({ method: 'POST', path: `/products/${await w.product()}/duplicate`, token: await w.admin() }),
    refusal: async (w) => ({ method: 'POST', path: '/products/999999/duplicate', token: await w.admin(), status: 404 }),
  },
  'POST /products/:id/restock': {
    happy: async (w) => ({ method: 'POST', path: `/products/${(await createTestProduct(w.em(), { status: 'Sold' })).id}/restock`, token: await w.admin() }),
    refusal: async (w) => ({ method: 'POST', path: '/products/999999/restock', token: await w.admin(), status: 404 }),
  },
  'POST /products/:id/mark-sold': {
    happy: async (w) => ({ method: 'POST', path: `/products/${await w.product()}/mark-sold`, token: await w.admin() }),
    refusal: async (w) => {
      const marked = await createTestProduct(w.em(), { status: 'Sold', markedSoldAt: new Date() });
      return { method: 'POST', path: `/products/${marked.id}/mark-sold`, token: await w.admin(), status: 409 };
    },
  },
  'DELETE /products/:id/mark-sold': {
    happy: async (w) => {
      const id = await w.product();
      await w.json({ method: 'POST', path: `/products/${id}/mark-sold`, token: await w.admin() });
      return { method: 'DELETE', path: `/products/${id}/mark-sold`, token: await w.admin() };
    },
    refusal: async (w) => ({ method: 'DELETE', path: `/products/${await w.product()}/mark-sold`, token: await w.admin(), status: 409 }),
  },
  'POST /products/:id/reservation': {
    happy: async (w) => ({
      method: 'POST',
      path: `/products/${await w.product()}/reservation`,
      token: await w.admin(),
      json: { reserved_for: '@maria', reserved_until: new Date(Date.now() + 86_400_000).toISOString() },
    }),
    refusal: async (w) => ({ method: 'POST', path: `/products/${await w.product()}/reservation`, token: await w.admin(), json: { reserved_for: ' ' }, status: 422 }),
  },
  'DELETE /products/:id/reservation': {
    happy: async (w) => {
      const id = (await createTestProduct(w.em(), { reservedFor: '@maria', reservedUntil: new Date(Date.now() + 86_400_000) })).id;
      return { method: 'DELETE', path: `/products/${id}/reservation`, token: await w.admin() };
    },
    refusal: async (w) => ({ method: 'DELETE', path: `/products/${await w.product()}/reservation`, token: await w.admin(), status: 409 }),
  },
  'GET /admin/products/:id/events': {
    happy: async (w) => ({ path: `/admin/products/${await w.product()}/events`, token: await w.admin() }),
    refusal: async (w) => ({ path: '/admin/products/999999/events', token: await w.admin(), status: 404 }),
  },
  'GET /admin/products': {
    happy: async (w) => (await w.product(), { path: '/admin/products?search=&page=1', token: await w.admin() }),
    refusal: async (w) => ({ path: '/admin/products?size=huge', token: await w.admin(), status: 422 }),
  },
  'GET /admin/products/:id': {
    happy: async (w) => ({ path: `/admin/products/${(await createTestProduct(w.em(), { dropAt: null })).id}`, token: await w.admin() }),
    refusal: async (w) => ({ path: '/admin/products/999999', token: await w.admin(), status: 404 }),
  },
  'GET /admin/drops': {
    happy: async (w) => ({ path: '/admin/drops', token: await w.admin() }),
    refusal: async (w) => ({ path: '/admin/drops', token: await w.customer(), status: 403 }),
  },
  'POST /admin/drops': {
    happy: async (w) => ({ method: 'POST', path: '/admin/drops', token: await w.admin(), json: { name: `Drop ${nanoid(6)}`, drop_at: '2099-11-27T20:00:00+08:00' } }),
    refusal: async (w) => ({ method: 'POST', path: '/admin/drops', token: await w.admin(), json: { name: '', drop_at: 'Friday' }, status: 422 }),
  },
  'GET /admin/drops/:id': {
    happy: async (w) => {
      const token = await w.admin();
      return { path: `/admin/drops/${(await w.drop(token)).id}`, token };
    },
    refusal: async (w) => ({ path: '/admin/drops/999999', token: await w.admin(), status: 404 }),
  },
  'PUT /admin/drops/:id': {
    happy: async (w) => {
      const token = await w.admin();
      return { method: 'PUT', path: `/admin/drops/${(await w.drop(token)).id}`, token, json: { description: 'Forty pieces of denim' } };
    },
    refusal: async (w) => {
      const token = await w.admin();
      return { method: 'PUT', path: `/admin/drops/${(await w.drop(token)).id}`, token, json: { drop_at: '2000-01-01T00:00:00Z' }, status: 422 };
    },
  },
  'DELETE /admin/drops/:id': {
    happy: async (w) => {
      const token = await w.admin();
      return { method: 'DELETE', path: `/admin/drops/${(await w.drop(token)).id}`, token };
    },
    refusal: async (w) => ({ method: 'DELETE', path: '/admin/drops/999999', token: await w.admin(), status: 404 }),
  },
  'POST /admin/drops/:id/pieces': {
    happy: async (w) => {
      const token = await w.admin();
      const draft = await createTestProduct(w.em(), { dropAt: null });
      return { method: 'POST', path: `/admin/drops/${(await w.drop(token)).id}/pieces`, token, json: { product_ids: [draft.id] } };
    },
    refusal: async (w) => {
      const token = await w.admin();
      return { method: 'POST', path: `/admin/drops/${(await w.drop(token)).id}/pieces`, token, json: { product_ids: [] }, status: 422 };
    },
  },
  'DELETE /admin/drops/:id/pieces/:product_id': {
    happy: async (w) => {
      const token = await w.admin();
      const { id } = await w.drop(token);
      const piece = (await createTestProduct(w.em(), { dropAt: null })).id;
      await w.json({ method: 'POST', path: `/admin/drops/${id}/pieces`, token, json: { product_ids: [piece] } });
      return { method: 'DELETE', path: `/admin/drops/${id}/pieces/${piece}`, token };
    },
    refusal: async (w) => {
      const token = await w.admin();
      return { method: 'DELETE', path: `/admin/drops/${(await w.drop(token)).id}/pieces/${await w.product()}`, token, status: 404 };
    },
  },
  'GET /admin/holds': {
    happy: async (w) => ({ path: '/admin/holds', token: await w.admin() }),
    refusal: async (w) => ({ path: '/admin/holds', token: await w.customer(), status: 403 }),
  },
  'DELETE /admin/holds/:id': {
    happy: async (w) => {
      const held = await createTestProduct(w.em(), { holdBuyerKind: 'guest', holdBuyerId: 'contract-guest-abcdefghi', holdExpiresAt: new Date(Date.now() + 60_000) });
      return { method: 'DELETE', path: `/admin/holds/${held.id}`, token: await w.admin() };
    },
    refusal: async (w) => ({ method: 'DELETE', path: `/admin/holds/${(await createTestProduct(w.em())).id}`, token: await w.admin(), status: 404 }),
  },
  'GET /admin/products/:id/queue': {
    happy: async (w) => ({ path: `/admin/products/${(await createTestProduct(w.em(), { holdBuyerKind: 'guest', holdBuyerId: 'contract-guest-abcdefghi', holdExpiresAt: new Date(Date.now() + 60_000) })).id}/queue`, token: await w.admin() }),
    refusal: async (w) => ({ path: `/admin/products/${(await createTestProduct(w.em(), { holdBuyerKind: 'guest', holdBuyerId: 'contract-guest-abcdefghi', holdExpiresAt: new Date(Date.now() + 60_000) })).id}/queue`, token: await w.customer(), status: 403 }),
  },
  'DELETE /admin/products/:id/queue': {
    happy: async (w) => ({ method: 'DELETE', path: `/admin/products/${(await createTestProduct(w.em(), { holdBuyerKind: 'guest', holdBuyerId: 'contract-guest-abcdefghi', holdExpiresAt: new Date(Date.now() + 60_000) })).id}/queue`, token: await w.admin() }),
    refusal: async (w) => ({ method: 'DELETE', path: '/admin/products/999999/queue', token: await w.admin(), status: 404 }),
  },
};
