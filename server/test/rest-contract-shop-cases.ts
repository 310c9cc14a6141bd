import { nanoid } from 'nanoid';
import { createEmailVerificationLink } from '../modules/users/mailed-links.ts';
import { createTestProduct } from './fixtures.ts';
import type { Case } from './rest-contract.ts';
import { createTestUser } from './test-app.ts';

/**
 * The shop's own paths: signing up and in, verifying an e-mail, the catalogue and what the owner
 * publishes, carts and holds (a user's and a guest's), a sold-out piece's queue, the address lists and
 * buyers' profiles.
 */
export const SHOP_CASES: Record<string, Case> = {
  'POST /register': {
    happy: () => ({ method: 'POST', path: '/register', json: { name: 'Melchora Aquino', email: `tandang-sora-${nanoid(6)}@example.com`, password: 'balintawak-1896', password_confirmation: 'balintawak-1896' } }),
    refusal: () => ({ method: 'POST', path: '/register', json: { email: 'not-an-email' }, status: 422 }),
  },
  'POST /login': {
    happy: async (w) => {
      const { user, password } = await createTestUser(w.em());
      return { method: 'POST', path: '/login', json: { email: user.email, password } };
    },
    refusal: () => ({ method: 'POST', path: '/login', json: { email: 'nobody@example.com', password: 'wrong-password' }, status: 401 }),
  },
  'POST /logout': {
    happy: async (w) => ({ method: 'POST', path: '/logout', token: await w.customer() }),
    refusal: () => ({ method: 'GET', path: '/logout', status: 404 }),
  },
  'GET /user': {
    happy: async (w) => ({ path: '/user', token: await w.customer() }),
    refusal: () => ({ path: '/user', status: 401 }),
  },
  'POST /verify-email': {
    happy: async (w) => {
      const { user } = await createTestUser(w.em());
      const link = new URL(await createEmailVerificationLink(w.em(), user, 'https://shop.example'));
      return { method: 'POST', path: '/verify-email', json: { token: link.searchParams.get('token') } };
    },
    refusal: () => ({ method: 'POST', path: '/verify-email', json: { token: 'no-such-link' }, status: 422 }),
  },
  'POST /verify-email/resend': {
    happy: async (w) => ({ method: 'POST', path: '/verify-email/resend', token: await w.customer() }),
    refusal: () => ({ method: 'POST', path: '/verify-email/resend', status: 401 }),
  },
  'GET /products': {
    happy: async (w) => (await w.product(), { path: '/products?size=m&hide_sold=true&page=1' }),
    refusal: () => ({ path: '/products?size=huge', status: 422 }),
  },
  'GET /products/:id': {
    happy: async (w) => ({ path: `/products/${await w.product()}` }),
    refusal: () => ({ path: '/products/999999', status: 404 }),
  },
  'GET /products/:id/similar': {
    happy: async (w) => ({ path: `/products/${await w.product()}/similar` }),
    refusal: () => ({ path: '/products/999999/similar', status: 404 }),
  },
  'GET /announcements': { happy: () => ({ path: '/announcements' }), refusal: () => ({ method: 'DELETE', path: '/announcements', status: 404 }) },
  'GET /hero-carousel': { happy: () => ({ path: '/hero-carousel' }), refusal: () => ({ method: 'DELETE', path: '/hero-carousel', status: 404 }) },
  'GET /drops/upcoming': { happy: () => ({ path: '/drops/upcoming' }), refusal: () => ({ method: 'DELETE', path: '/drops/upcoming', status: 404 }) },
  'GET /drops/:slug': {
    happy: async (w) => ({ path: `/drops/${(await w.drop(await w.admin())).slug}` }),
    refusal: () => ({ path: '/drops/no-such-drop', status: 404 }),
  },
  'GET /settings': { happy: () => ({ path: '/settings' }), refusal: () => ({ method: 'DELETE', path: '/settings', status: 404 }) },
  'GET /cart': {
    happy: async (w) => ({ path: '/cart', token: await w.customer() }),
    refusal: () => ({ path: '/cart', status: 401 }),
  },
  'POST /cart/add': {
    // The legacy guest-cart migration sends size and quantity: accepted and ignored.
    happy: async (w) => ({ method: 'POST', path: '/cart/add', token: await w.customer(), json: { product_id: await w.product(), size: 'm', quantity: 1 } }),
    refusal: async (w) => ({ method: 'POST', path: '/cart/add', token: await w.customer(), body: 'product_id=1', contentType: 'text/csv', status: 415 }),
  },
  'POST /cart/remove': {
    happy: async (w) => {
      const token = await w.customer();
      return { method: 'POST', path: '/cart/remove', token, json: { cart_item_id: await w.cartLine('', { token }) } };
    },
    refusal: async (w) => ({ method: 'POST', path: '/cart/remove', token: await w.customer(), json: {}, status: 422 }),
  },
  'POST /cart/clear': {
    happy: async (w) => ({ method: 'POST', path: '/cart/clear', token: await w.customer() }),
    refusal: () => ({ method: 'POST', path: '/cart/clear', status: 401 }),
  },
  'POST /cart/hold': {
    happy: async (w) => {
      const token = await w.customer();
      await w.cartLine('', { token });
      return { method: 'POST', path: '/cart/hold', token };
    },
    refusal: () => ({ method: 'POST', path: '/cart/hold', status: 401 }),
  },
  'POST /cart/release': {
    happy: async (w) => {
      const token = await w.customer();
      await w.cartLine('', { token });
      await w.json({ method: 'POST', path: '/cart/hold', token });
      return { method: 'POST', path: '/cart/release', token };
    },
    refusal: () => ({ method: 'POST', path: '/cart/release', status: 401 }),
  },
  'POST /cart/amount-to-pay': {
    happy: async (w) => {
      const token = await w.customer();
      await w.cartLine('', { token });
      await w.json({ method: 'POST', path: '/cart/hold', token });
      return { method: 'POST', path: '/cart/amount-to-pay', token, json: { province: 'Metro Manila' } };
    },
    refusal: async (w) => ({ method: 'POST', path: '/cart/amount-to-pay', token: await w.customer(), json: { province: 7 }, status: 422 }),
  },
  'POST /guest/cart/amount-to-pay': {
    happy: async (w) => {
      const guest = nanoid();
      await w.cartLine('/guest', { guest });
      return { method: 'POST', path: '/guest/cart/amount-to-pay', guest, json: { province: null } };
    },
    refusal: () => ({ method: 'POST', path: '/guest/cart/amount-to-pay', guest: nanoid(), json: { province: 'Cebu', extra: 1 }, status: 422 }),
  },
  'GET /cart/payment-code': {
    happy: async (w) => {
      await w.paymentCode(await w.admin());
      const token = await w.customer();
      await w.cartLine('', { token });
      return { path: '/cart/payment-code?province=Metro%20Manila', token };
    },
    refusal: () => ({ path: '/cart/payment-code', status: 401 }),
  },
  'GET /guest/cart/payment-code': {
    happy: async (w) => {
      await w.paymentCode(await w.admin());
      const guest = nanoid();
      await w.cartLine('/guest', { guest });
      return { path: '/guest/cart/payment-code?province=Cebu', guest };
    },
    refusal: () => ({ path: '/guest/cart/payment-code', guest: 'not-a-guest-id', status: 422 }),
  },
  'GET /guest/cart': {
    happy: () => ({ path: '/guest/cart', guest: nanoid() }),
    refusal: () => ({ path: '/guest/cart', guest: 'not-a-guest-id', status: 422 }),
  },
  'GET /products/:id/queue': {
    happy: async (w) => ({ path: `/products/${(await createTestProduct(w.em(), { holdBuyerKind: 'guest', holdBuyerId: 'contract-guest-abcdefghi', holdExpiresAt: new Date(Date.now() + 60_000) })).id}/queue`, guest: nanoid() }),
    refusal: () => ({ path: '/products/999999/queue', status: 404 }),
  },
  'POST /products/:id/queue': {
    happy: async (w) => ({ method: 'POST', path: `/products/${(await createTestProduct(w.em(), { holdBuyerKind: 'guest', holdBuyerId: 'contract-guest-abcdefghi', holdExpiresAt: new Date(Date.now() + 60_000) })).id}/queue`, guest: nanoid(), json: { email: 'waiting@example.com' } }),
    refusal: async (w) => ({ method: 'POST', path: `/products/${await w.product()}/queue`, guest: nanoid(), json: { email: 'waiting@example.com' }, status: 409 }),
  },
  'DELETE /products/:id/queue': {
    happy: async (w) => {
      const guest = nanoid();
      const path = `/products/${(await createTestProduct(w.em(), { holdBuyerKind: 'guest', holdBuyerId: 'contract-guest-abcdefghi', holdExpiresAt: new Date(Date.now() + 60_000) })).id}/queue`;
      await w.json({ method: 'POST', path, guest, json: { email: 'waiting@example.com' } });
      return { method: 'DELETE', path, guest };
    },
    refusal: async (w) => ({ method: 'DELETE', path: `/products/${(await createTestProduct(w.em(), { holdBuyerKind: 'guest', holdBuyerId: 'contract-guest-abcdefghi', holdExpiresAt: new Date(Date.now() + 60_000) })).id}/queue`, guest: nanoid(), status: 404 }),
  },
  'POST /guest/cart/add': {
    happy: async (w) => ({ method: 'POST', path: '/guest/cart/add', guest: nanoid(), json: { product_id: await w.product() } }),
    refusal: () => ({ method: 'POST', path: '/guest/cart/add', guest: nanoid(), json: { product_id: 999999 }, status: 404 }),
  },
  'POST /guest/cart/remove': {
    happy: async (w) => {
      const guest = nanoid();
      return { method: 'POST', path: '/guest/cart/remove', guest, json: { cart_item_id: await w.cartLine('/guest', { guest }) } };
    },
    refusal: () => ({ method: 'POST', path: '/guest/cart/remove', json: { cart_item_id: 1 }, status: 422 }),
  },
  'POST /guest/cart/clear': {
    happy: () => ({ method: 'POST', path: '/guest/cart/clear', guest: nanoid() }),
    refusal: () => ({ method: 'POST', path: '/guest/cart/clear', status: 422 }),
  },
  'POST /guest/cart/hold': {
    happy: async (w) => {
      const guest = nanoid();
      await w.cartLine('/guest', { guest });
      return { method: 'POST', path: '/guest/cart/hold', guest };
    },
    refusal: () => ({ method: 'POST', path: '/guest/cart/hold', guest: 'short', status: 422 }),
  },
  'POST /guest/cart/release': {
    happy: async (w) => {
      const guest = nanoid();
      await w.cartLine('/guest', { guest });
      await w.json({ method: 'POST', path: '/guest/cart/hold', guest });
      return { method: 'POST', path: '/guest/cart/release', guest };
    },
    refusal: () => ({ method: 'POST', path: '/guest/cart/release', guest: 'short', status: 422 }),
  },
  'GET /address/regions': { happy: () => ({ path: '/address/regions' }), refusal: () => ({ method: 'DELETE', path: '/address/regions', status: 404 }) },
  'GET /address/provinces': { happy: () => ({ path: '/address/provinces' }), refusal: () => ({ method: 'DELETE', path: '/address/provinces', status: 404 }) },
  'GET /address/provinces/:code/cities': {
    happy: async (w) => ({ path: `/address/provinces/${await w.firstCode('/address/provinces')}/cities` }),
    refusal: () => ({ path: '/address/provinces/not-a-code/cities', status: 422 }),
  },
  'GET /address/cities': {
    happy: () => ({ path: '/address/cities?search=Davao%20City' }),
    refusal: () => ({ path: '/address/cities?search=da', status: 422 }),
  },
  'GET /address/cities/:code/barangays': {
    happy: async (w) => ({ path: `/address/cities/${await w.firstCode(`/address/provinces/${await w.firstCode('/address/provinces')}/cities`)}/barangays` }),
    refusal: () => ({ path: '/address/cities/123/barangays', status: 422 }),
  },
  'GET /profile': {
    happy: async (w) => ({ path: '/profile', token: await w.customer() }),
    refusal: () => ({ path: '/profile', status: 401 }),
  },
  'POST /profile': {
    happy: async (w) => ({ method: 'POST', path: '/profile', token: await w.customer(), json: { instagram_username: 'oryang', province: 'Metro Manila' } }),
    refusal: async (w) => ({ method: 'POST', path: '/profile', token: await w.customer(), json: { email: 'no' }, status: 422 }),
  },
  'GET /guest/profile': {
    happy: () => ({ path: '/guest/profile', guest: nanoid() }),
    refusal: () => ({ path: '/guest/profile', status: 422 }),
  },
  'POST /guest/profile': {
    happy: () => ({ method: 'POST', path: '/guest/profile', guest: nanoid(), json: { customer_name: 'Gregoria de Jesus', email: 'oryang@example.com' } }),
    refusal: () => ({ method: 'POST', path: '/guest/profile', guest: nanoid(), json: { email: 'not-an-email' }, status: 422 }),
  },
};
