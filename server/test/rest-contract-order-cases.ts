import { nanoid } from 'nanoid';
import type { Case } from './rest-contract.ts';

/**
 * Orders from both sides of the counter: a user's and a guest's checkout, their orders and proofs
 * (someone else's reads as missing), and the owner's desk of orders, their exports and packing slips.
 */
export const ORDER_CASES: Record<string, Case> = {
  'POST /orders': {
    happy: async (w) => {
      const token = await w.customer();
      await w.cartLine('', { token });
      return { method: 'POST', path: '/orders', token, form: await w.orderForm() };
    },
    refusal: async (w) => ({ method: 'POST', path: '/orders', token: await w.customer(), form: new FormData(), status: 422 }),
  },
  'POST /guest-orders': {
    happy: async (w) => {
      const { guest, form } = await w.guestCheckout();
      return { method: 'POST', path: '/guest-orders', guest, form };
    },
    refusal: () => ({ method: 'POST', path: '/guest-orders', guest: nanoid(), form: new FormData(), status: 422 }),
  },
  'GET /orders': {
    happy: async (w) => ({ path: '/orders', token: (await w.userOrder()).token }),
    refusal: () => ({ path: '/orders', status: 401 }),
  },
  'GET /orders/:id': {
    happy: async (w) => {
      const order = await w.userOrder();
      return { path: `/orders/${order.id}`, token: order.token };
    },
    // Another user's order reads as missing.
    refusal: async (w) => ({ path: `/orders/${(await w.userOrder()).id}`, token: await w.customer(), status: 404 }),
  },
  'GET /guest-orders': {
    happy: async (w) => {
      const { guest } = await w.guestOrder();
      return { path: `/guest-orders?guest_id=${guest}`, guest };
    },
    refusal: () => ({ path: `/guest-orders?guest_id=${nanoid()}`, guest: nanoid(), status: 403 }),
  },
  'GET /guest-orders/:id': {
    happy: async (w) => {
      const order = await w.guestOrder();
      return { path: `/guest-orders/${order.id}`, guest: order.guest };
    },
    refusal: async (w) => ({ path: `/guest-orders/${(await w.guestOrder()).id}`, guest: nanoid(), status: 404 }),
  },
  'GET /orders/:id/payment-code': {
    happy: async (w) => {
      await w.paymentCode(await w.admin());
      const order = await w.userOrder();
      return { path: `/orders/${order.id}/payment-code`, token: order.token };
    },
    refusal: async (w) => ({ path: `/orders/${(await w.userOrder()).id}/payment-code`, token: await w.customer(), status: 404 }),
  },
  'GET /guest-orders/:id/payment-code': {
    happy: async (w) => {
      await w.paymentCode(await w.admin());
      const order = await w.guestOrder();
      return { path: `/guest-orders/${order.id}/payment-code`, guest: order.guest };
    },
    refusal: async (w) => ({ path: `/guest-orders/${(await w.guestOrder()).id}/payment-code`, guest: nanoid(), status: 404 }),
  },
  'GET /admin/orders/:id/payment-code': {
    happy: async (w) => {
      const token = await w.admin();
      await w.paymentCode(token);
      return { path: `/admin/orders/${(await w.guestOrder()).id}/payment-code`, token };
    },
    refusal: async (w) => ({ path: `/admin/orders/${(await w.guestOrder()).id}/payment-code`, token: await w.customer(), status: 403 }),
  },
  'GET /orders/:id/payment-proof': {
    happy: async (w) => {
      const order = await w.userOrder();
      return { path: `/orders/${order.id}/payment-proof`, token: order.token };
    },
    refusal: async (w) => ({ path: `/orders/${(await w.userOrder()).id}/payment-proof`, token: await w.customer(), status: 404 }),
  },
  'GET /guest-orders/:id/payment-proof': {
    happy: async (w) => {
      const order = await w.guestOrder();
      return { path: `/guest-orders/${order.id}/payment-proof`, guest: order.guest };
    },
    refusal: async (w) => ({ path: `/guest-orders/${(await w.guestOrder()).id}/payment-proof`, guest: nanoid(), status: 404 }),
  },
  'GET /admin/orders': {
    happy: async (w) => (await w.guestOrder(), { path: '/admin/orders?status=pending&search=Gregoria', token: await w.admin() }),
    refusal: async (w) => ({ path: '/admin/orders?status=lost', token: await w.admin(), status: 422 }),
  },
  'GET /admin/orders/export.csv': {
    happy: async (w) => (await w.guestOrder(), { path: '/admin/orders/export.csv?status=pending&search=Gregoria', token: await w.admin() }),
    refusal: async (w) => ({ path: '/admin/orders/export.csv?from=2026-02-30', token: await w.admin(), status: 422 }),
  },
  'POST /admin/orders/bulk-status': {
    happy: async (w) => ({ method: 'POST', path: '/admin/orders/bulk-status', token: await w.admin(), json: { ids: [(await w.guestOrder()).id], status: 'approved' } }),
    refusal: async (w) => ({ method: 'POST', path: '/admin/orders/bulk-status', token: await w.admin(), json: { ids: [], status: 'approved' }, status: 422 }),
  },
  'GET /admin/orders/:id': {
    happy: async (w) => ({ path: `/admin/orders/${(await w.guestOrder()).id}`, token: await w.admin() }),
    refusal: async (w) => ({ path: `/admin/orders/${(await w.guestOrder()).id}`, token: await w.customer(), status: 403 }),
  },
  'GET /admin/orders/:id/payment-proof': {
    happy: async (w) => ({ path: `/admin/orders/${(await w.userOrder()).id}/payment-proof`, token: await w.admin() }),
    refusal: async (w) => ({ path: `/admin/orders/${(await w.userOrder()).id}/payment-proof`, status: 401 }),
  },
  'GET /admin/orders/:id/events': {
    happy: async (w) => ({ path: `/admin/orders/${(await w.guestOrder()).id}/events`, token: await w.admin() }),
    refusal: async (w) => ({ path: `/admin/orders/${(await w.guestOrder()).id}/events`, token: await w.customer(), status: 403 }),
  },
  'GET /admin/orders/:id/neighbours': {
    happy: async (w) => ({ path: `/admin/orders/${(await w.guestOrder()).id}/neighbours?status=pending`, token: await w.admin() }),
    refusal: async (w) => ({ path: `/admin/orders/${(await w.guestOrder()).id}/neighbours?status=lost`, token: await w.admin(), status: 422 }),
  },
  'POST /admin/orders/:id/payment-checks': {
    happy: async (w) => ({ method: 'POST', path: `/admin/orders/${(await w.guestOrder()).id}/payment-checks`, token: await w.admin(), json: { checks: ['amount-matches'] } }),
    refusal: async (w) => ({ method: 'POST', path: `/admin/orders/${(await w.guestOrder()).id}/payment-checks`, token: await w.admin(), json: { checks: ['looks-fine'] }, status: 422 }),
  },
  'POST /admin/orders/:id/status': {
    happy: async (w) => ({ method: 'POST', path: `/admin/orders/${(await w.guestOrder()).id}/status`, token: await w.admin(), json: { status: 'approved', admin_notes: 'Paid, thank you!' } }),
    refusal: async (w) => ({ method: 'POST', path: `/admin/orders/${(await w.guestOrder()).id}/status`, token: await w.admin(), json: { status: 'lost' }, status: 422 }),
  },
  'GET /admin/packing-slips': {
    happy: async (w) => ({ path: `/admin/packing-slips?order=${(await w.guestOrder()).id}`, token: await w.admin() }),
    refusal: async (w) => ({ path: '/admin/packing-slips?order=1&status=approved', token: await w.admin(), status: 422 }),
  },
};
