import { slideFile } from './admin-fixtures.ts';
import { ANA_GCASH, receiveCode } from './payment-code-fixtures.ts';
import type { Case } from './rest-contract.ts';
import { createTestUser } from './test-app.ts';

const newPassword = { password: 'a-new-password-1', password_confirmation: 'a-new-password-1' };

/**
 * What the owner writes for the shop's pages (announcements, the hero carousel), the shop's settings
 * and its accounts.
 */
export const CONTENT_CASES: Record<string, Case> = {
  'GET /admin/announcements': {
    happy: async (w) => ({ path: '/admin/announcements', token: await w.admin() }),
    refusal: async (w) => ({ path: '/admin/announcements', token: await w.customer(), status: 403 }),
  },
  'POST /admin/announcements': {
    happy: async (w) => ({ method: 'POST', path: '/admin/announcements', token: await w.admin(), json: { text: 'Sale rack is open', background_color: '#1F6FEB' } }),
    refusal: async (w) => ({ method: 'POST', path: '/admin/announcements', token: await w.admin(), json: { text: '', background_color: 'blue' }, status: 422 }),
  },
  'GET /admin/announcements/:id': {
    happy: async (w) => {
      const token = await w.admin();
      return { path: `/admin/announcements/${await w.announcement(token)}`, token };
    },
    refusal: async (w) => ({ path: '/admin/announcements/999999', token: await w.admin(), status: 404 }),
  },
  'PUT /admin/announcements/:id': {
    happy: async (w) => {
      const token = await w.admin();
      return { method: 'PUT', path: `/admin/announcements/${await w.announcement(token)}`, token, json: { display_order: 3 } };
    },
    refusal: async (w) => {
      const token = await w.admin();
      return { method: 'PUT', path: `/admin/announcements/${await w.announcement(token)}`, token, json: { display_order: -1 }, status: 422 };
    },
  },
  'DELETE /admin/announcements/:id': {
    happy: async (w) => {
      const token = await w.admin();
      return { method: 'DELETE', path: `/admin/announcements/${await w.announcement(token)}`, token };
    },
    refusal: async (w) => ({ method: 'DELETE', path: '/admin/announcements/999999', token: await w.admin(), status: 404 }),
  },
  'POST /admin/announcements/:id/toggle': {
    happy: async (w) => {
      const token = await w.admin();
      return { method: 'POST', path: `/admin/announcements/${await w.announcement(token)}/toggle`, token, json: { is_active: false } };
    },
    refusal: async (w) => ({ method: 'POST', path: '/admin/announcements/1/toggle', token: await w.customer(), json: {}, status: 403 }),
  },
  'GET /admin/hero-carousel': {
    happy: async (w) => ({ path: '/admin/hero-carousel', token: await w.admin() }),
    refusal: () => ({ path: '/admin/hero-carousel', status: 401 }),
  },
  'POST /admin/hero-carousel/interval': {
    happy: async (w) => ({ method: 'POST', path: '/admin/hero-carousel/interval', token: await w.admin(), json: { interval: 4500 } }),
    refusal: async (w) => ({ method: 'POST', path: '/admin/hero-carousel/interval', token: await w.admin(), json: { interval: 999 }, status: 422 }),
  },
  'POST /admin/hero-carousel': {
    happy: async (w) => {
      const form = new FormData();
      form.append('view_type', 'mobile');
      form.append('is_active', '1');
      form.append('image', await slideFile('mobile'));
      return { method: 'POST', path: '/admin/hero-carousel', token: await w.admin(), form };
    },
    refusal: async (w) => ({ method: 'POST', path: '/admin/hero-carousel', token: await w.admin(), form: new FormData(), status: 422 }),
  },
  'PUT /admin/hero-carousel/:id': {
    happy: async (w) => {
      const token = await w.admin();
      const form = new FormData();
      form.append('_method', 'PUT');
      form.append('title', 'Sale rack is open');
      return { method: 'POST', path: `/admin/hero-carousel/${await w.slide(token)}`, token, form };
    },
    refusal: async (w) => {
      const token = await w.admin();
      return { method: 'PUT', path: `/admin/hero-carousel/${await w.slide(token)}`, token, json: { order: -1 }, status: 422 };
    },
  },
  'DELETE /admin/hero-carousel/:id': {
    happy: async (w) => {
      const token = await w.admin();
      return { method: 'DELETE', path: `/admin/hero-carousel/${await w.slide(token)}`, token };
    },
    refusal: async (w) => ({ method: 'DELETE', path: '/admin/hero-carousel/999999', token: await w.admin(), status: 404 }),
  },
  'GET /admin/payment-code': {
    happy: async (w) => {
      const token = await w.admin();
      await w.paymentCode(token);
      return { path: '/admin/payment-code', token };
    },
    refusal: async (w) => ({ path: '/admin/payment-code', token: await w.customer(), status: 403 }),
  },
  'POST /admin/payment-code/read': {
    happy: async (w) => ({ method: 'POST', path: '/admin/payment-code/read', token: await w.admin(), json: { text: receiveCode(ANA_GCASH) } }),
    refusal: async (w) => ({ method: 'POST', path: '/admin/payment-code/read', token: await w.admin(), json: { text: 'not a code' }, status: 422 }),
  },
  'PUT /admin/payment-code': {
    happy: async (w) => ({ method: 'PUT', path: '/admin/payment-code', token: await w.admin(), json: { payload: receiveCode(ANA_GCASH) } }),
    refusal: async (w) => ({ method: 'PUT', path: '/admin/payment-code', token: await w.admin(), json: { payload: `${receiveCode(ANA_GCASH).slice(0, -4)}0000` }, status: 422 }),
  },
  'DELETE /admin/payment-code': {
    happy: async (w) => ({ method: 'DELETE', path: '/admin/payment-code', token: await w.admin() }),
    refusal: () => ({ method: 'DELETE', path: '/admin/payment-code', status: 401 }),
  },
  'POST /admin/payment-code/test': {
    happy: async (w) => {
      const token = await w.admin();
      await w.paymentCode(token);
      return { method: 'POST', path: '/admin/payment-code/test', token };
    },
    refusal: async (w) => {
      const token = await w.admin();
      await w.send({ method: 'DELETE', path: '/admin/payment-code', token });
      return { method: 'POST', path: '/admin/payment-code/test', token, status: 409 };
    },
  },
  'POST /admin/payment-code/test/confirm': {
    happy: async (w) => {
      const token = await w.admin();
      return { method: 'POST', path: '/admin/payment-code/test/confirm', token, json: { payload: await w.paymentCode(token) } };
    },
    refusal: async (w) => {
      const token = await w.admin();
      await w.paymentCode(token);
      return { method: 'POST', path: '/admin/payment-code/test/confirm', token, json: { payload: receiveCode({ ...ANA_GCASH, account: '09170000000' }) }, status: 409 };
    },
  },
  'POST /admin/statements/check': {
    happy: async (w) => ({ method: 'POST', path: '/admin/statements/check', token: await w.admin(), json: { text: 'Nov 30, 2026 10:02 AM  Received money  ₱1,249.63  Ref No. 7012 345 678901' } }),
    refusal: async (w) => ({ method: 'POST', path: '/admin/statements/check', token: await w.admin(), json: { text: 'no money here' }, status: 422 }),
  },
  'GET /admin/push-devices': {
    happy: async (w) => ({ path: '/admin/push-devices', token: await w.admin() }),
    refusal: async (w) => ({ path: '/admin/push-devices', token: await w.customer(), status: 403 }),
  },
  'POST /admin/push-devices': {
    happy: async (w) => ({
      method: 'POST',
      path: '/admin/push-devices',
      token: await w.admin(),
      json: { endpoint: 'https://push.example/abc', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) }, name: 'Safari on iPhone' },
    }),
    // A push service is reached over https only.
    refusal: async (w) => ({
      method: 'POST',
      path: '/admin/push-devices',
      token: await w.admin(),
      json: { endpoint: 'http://10.0.0.5/abc', keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) }, name: 'Safari on iPhone' },
      status: 422,
    }),
  },
  'DELETE /admin/push-devices/:id': {
    happy: async (w) => {
      const token = await w.admin();
      return { method: 'DELETE', path: `/admin/push-devices/${await w.pushDevice(token)}`, token };
    },
    // Another admin's device is not in this admin's list.
    refusal: async (w) => ({ method: 'DELETE', path: `/admin/push-devices/${await w.pushDevice(await w.admin())}`, token: await w.admin(), status: 404 }),
  },
  'POST /admin/push-devices/:id/test': {
    happy: async (w) => {
      const token = await w.admin();
      return { method: 'POST', path: `/admin/push-devices/${await w.pushDevice(token)}/test`, token };
    },
    refusal: async (w) => ({ method: 'POST', path: '/admin/push-devices/999999/test', token: await w.admin(), status: 404 }),
  },
  'GET /admin/insights': {
    happy: async (w) => ({ path: '/admin/insights', token: await w.admin() }),
    refusal: async (w) => ({ path: '/admin/insights', token: await w.customer(), status: 403 }),
  },
  'GET /admin/insights/export.csv': {
    happy: async (w) => ({ path: '/admin/insights/export.csv', token: await w.admin() }),
    refusal: async (w) => ({ path: '/admin/insights/export.csv', token: await w.customer(), status: 403 }),
  },
  'GET /admin/customers': {
    happy: async (w) => ({ path: '/admin/customers?search=example.com&page=1', token: await w.admin() }),
    refusal: async (w) => ({ path: '/admin/customers?page=first', token: await w.admin(), status: 422 }),
  },
  'GET /admin/settings': {
    happy: async (w) => ({ path: '/admin/settings', token: await w.admin() }),
    refusal: async (w) => ({ path: '/admin/settings', token: await w.customer(), status: 403 }),
  },
  'PUT /admin/settings/:key': {
    happy: async (w) => ({ method: 'PUT', path: '/admin/settings/delivery_fee_ncr', token: await w.admin(), json: { value: '90' } }),
    refusal: async (w) => ({ method: 'PUT', path: '/admin/settings/product_hold_duration', token: await w.admin(), json: { value: '0' }, status: 422 }),
  },
  'POST /admin/settings': {
    happy: async (w) => ({ method: 'POST', path: '/admin/settings', token: await w.admin(), json: { settings: [{ key: 'free_delivery_threshold', value: '3000' }] } }),
    refusal: async (w) => ({ method: 'POST', path: '/admin/settings', token: await w.admin(), json: { settings: [{ key: 'colour_scheme', value: 'dark' }] }, status: 422 }),
  },
  'GET /admin/users': {
    happy: async (w) => ({ path: '/admin/users?search=TESTER', token: await w.admin() }),
    refusal: () => ({ path: '/admin/users', status: 401 }),
  },
  'POST /admin/users/:id/change-password': {
    happy: async (w) => ({ method: 'POST', path: `/admin/users/${(await createTestUser(w.em())).user.id}/change-password`, token: await w.admin(), json: newPassword }),
    refusal: async (w) => ({
      method: 'POST',
      path: `/admin/users/${(await createTestUser(w.em())).user.id}/change-password`,
      token: await w.admin(),
      json: { password: 'a-new-password-1', password_confirmation: 'something else' },
      status: 422,
    }),
  },
};
