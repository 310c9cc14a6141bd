import { beforeAll } from 'vitest';
import type { User } from '../modules/users/user.entity.ts';
import type { RestRoute } from '../rest/route.ts';
import { appRouter } from '../trpc/root.ts';
import { createTestUser } from './test-app.ts';
import type { TestDatabase } from './test-db.ts';

/**
 * Who may call what, for every tRPC procedure and every REST path, proven for five callers. The
 * procedures are read off the router and the paths off the adapter's table, so one added later fails
 * server/security/access-matrix-rules.test.ts until it is given a rule here.
 *
 * - public: anyone.
 * - buyer: a signed-in user, or else a guest with a well-formed X-Guest-ID (design.md §2).
 * - guest: the X-Guest-ID alone, session or not (guest checkout, guest orders, the /guest/… paths).
 * - user: a Bearer or cookie session.
 * - admin: a session of an admin.
 */
export type Rule = 'public' | 'buyer' | 'guest' | 'user' | 'admin';

export const RULES: Record<string, Rule> = {
  // tRPC procedures, by path.
  'catalog.list': 'public',
  'catalog.listFull': 'public',
  'catalog.newDrops': 'public',
  'catalog.byId': 'public',
  'catalog.similar': 'public',
  'content.announcements': 'public',
  'content.heroSlides': 'public',
  'settings.get': 'public',
  'cart.get': 'buyer',
  'cart.add': 'buyer',
  'cart.remove': 'buyer',
  'cart.clear': 'buyer',
  'cart.hold': 'buyer',
  'cart.release': 'buyer',
  'paymentCodes.forCheckout': 'buyer',
  'paymentCodes.forOrder': 'buyer',
  'queue.place': 'public',
  'queue.mine': 'buyer',
  'queue.join': 'buyer',
  'queue.leave': 'buyer',
  'queue.takeTurn': 'buyer',
  'orders.amountToPay': 'buyer',
  'orders.place': 'user',
  'orders.placeAsGuest': 'guest',
  'orders.list': 'buyer',
  'orders.byId': 'buyer',
  'orders.proof': 'buyer',
  'orders.guestList': 'guest',
  'orders.guestById': 'guest',
  'orders.guestProof': 'guest',
  'orders.byViewLink': 'public',
  'orders.fixPayment': 'public',
  'users.requestPasswordReset': 'public',
  'users.resetPassword': 'public',
  'users.verifyEmail': 'public',
  'users.resendVerification': 'user',
  'address.regions': 'public',
  'address.provinces': 'public',
  'address.cities': 'public',
  'address.barangays': 'public',
  'address.findCities': 'public',
  'users.register': 'public',
  'users.login': 'public',
  'users.logout': 'public',
  'users.session': 'public',
  'users.me': 'user',
  'profiles.get': 'buyer',
  'profiles.save': 'buyer',
  'admin.products.list': 'admin',
  'admin.products.byId': 'admin',
  'admin.products.create': 'admin',
  'admin.products.update': 'admin',
  'admin.products.delete': 'admin',
  'admin.products.restock': 'admin',
  'admin.products.duplicate': 'admin',
  'admin.products.markSold': 'admin',
  'admin.products.unmarkSold': 'admin',
  'admin.products.reserve': 'admin',
  'admin.products.endReservation': 'admin',
  'admin.products.events': 'admin',
  'admin.orders.list': 'admin',
  'admin.orders.counts': 'admin',
  'admin.orders.byId': 'admin',
  'admin.orders.proof': 'admin',
  'admin.orders.updateStatus': 'admin',
  'admin.orders.setPaymentChecks': 'admin',
  'admin.orders.mails': 'admin',
  'admin.orders.resendMail': 'admin',
  'admin.orders.paymentMethods': 'admin',
  'admin.orders.export': 'admin',
  'admin.orders.bulkStatus': 'admin',
  'admin.orders.neighbours': 'admin',
  'admin.orders.events': 'admin',
  'admin.orders.packingSlips': 'admin',
  'admin.announcements.list': 'admin',
  'admin.announcements.byId': 'admin',
  'admin.announcements.create': 'admin',
  'admin.announcements.update': 'admin',
  'admin.announcements.toggle': 'admin',
  'admin.announcements.delete': 'admin',
  'admin.heroSlides.list': 'admin',
  'admin.heroSlides.create': 'admin',
  'admin.heroSlides.update': 'admin',
  'admin.heroSlides.delete': 'admin',
  'admin.heroSlides.setInterval': 'admin',
  'drops.bySlug': 'public',
  'drops.upcoming': 'public',
  'admin.drops.list': 'admin',
  'admin.drops.byId': 'admin',
  'admin.drops.create': 'admin',
  'admin.drops.update': 'admin',
  'admin.drops.cancel': 'admin',
  'admin.drops.assignPieces': 'admin',
  'admin.drops.removePiece': 'admin',
  'admin.drops.draftPieces': 'admin',
  'admin.holds.list': 'admin',
  'admin.holds.release': 'admin',
  'admin.queue.list': 'admin',
  'admin.queue.clear': 'admin',
  'admin.settings.getAll': 'admin',
  'admin.settings.update': 'admin',
  'admin.settings.updateAll': 'admin',
  'admin.paymentCodes.get': 'admin',
  'admin.paymentCodes.read': 'admin',
  'admin.paymentCodes.save': 'admin',
  'admin.paymentCodes.remove': 'admin',
  'admin.paymentCodes.test': 'admin',
  'admin.paymentCodes.confirmTest': 'admin',
  'admin.paymentCodes.forOrder': 'admin',
  'admin.statements.check': 'admin',
  'admin.push.devices': 'admin',
  'admin.push.subscribe': 'admin',
  'admin.push.remove': 'admin',
  'admin.push.test': 'admin',
  'admin.insights.summary': 'admin',
  'admin.insights.export': 'admin',
  'admin.customers.list': 'admin',
  'admin.users.list': 'admin',
  'admin.users.changePassword': 'admin',

  // REST paths, by method and path under /api.
  'POST /register': 'public',
  'POST /login': 'public',
  'POST /logout': 'public',
  'GET /user': 'user',
  'POST /verify-email': 'public',
  'POST /verify-email/resend': 'user',
  'GET /products': 'public',
  'GET /products/:id': 'public',
  'GET /products/:id/similar': 'public',
  'GET /announcements': 'public',
  'GET /hero-carousel': 'public',
  'GET /settings': 'public',
  'GET /cart': 'user',
  'POST /cart/add': 'user',
  'POST /cart/remove': 'user',
  'POST /cart/clear': 'user',
  'POST /cart/hold': 'user',
  'POST /cart/release': 'user',
  'POST /cart/amount-to-pay': 'user',
  'POST /guest/cart/amount-to-pay': 'guest',
  'GET /guest/cart': 'guest',
  'GET /cart/payment-code': 'user',
  'GET /guest/cart/payment-code': 'guest',
  'GET /orders/:id/payment-code': 'user',
  'GET /guest-orders/:id/payment-code': 'guest',
  'POST /guest/cart/add': 'guest',
  'POST /guest/cart/remove': 'guest',
  'POST /guest/cart/clear': 'guest',
  'POST /guest/cart/hold': 'guest',
  'POST /guest/cart/release': 'guest',
  'GET /products/:id/queue': 'public',
  'POST /products/:id/queue': 'buyer',
  'DELETE /products/:id/queue': 'buyer',
  'GET /address/regions': 'public',
  'GET /address/provinces': 'public',
  'GET /address/provinces/:code/cities': 'public',
  'GET /address/cities': 'public',
  'GET /address/cities/:code/barangays': 'public',
  'POST /orders': 'user',
  'POST /guest-orders': 'guest',
  'GET /orders': 'user',
  'GET /orders/:id': 'user',
  'GET /guest-orders': 'guest',
  'GET /guest-orders/:id': 'guest',
  'GET /orders/:id/payment-proof': 'user',
  'GET /guest-orders/:id/payment-proof': 'guest',
  'GET /profile': 'user',
  'POST /profile': 'user',
  'GET /guest/profile': 'guest',
  'POST /guest/profile': 'guest',
  'GET /admin/products': 'admin',
  'GET /admin/products/:id': 'admin',
  'POST /products': 'admin',
  'PUT /products/:id': 'admin',
  'DELETE /products/:id': 'admin',
  'POST /products/:id/restock': 'admin',
  'POST /products/:id/duplicate': 'admin',
  'POST /products/:id/mark-sold': 'admin',
  'DELETE /products/:id/mark-sold': 'admin',
  'POST /products/:id/reservation': 'admin',
  'DELETE /products/:id/reservation': 'admin',
  'GET /admin/products/:id/events': 'admin',
  'GET /admin/orders': 'admin',
  'GET /admin/orders/:id': 'admin',
  'GET /admin/orders/:id/payment-proof': 'admin',
  'POST /admin/orders/:id/status': 'admin',
  'POST /admin/orders/:id/payment-checks': 'admin',
  'GET /admin/orders/export.csv': 'admin',
  'POST /admin/orders/bulk-status': 'admin',
  'GET /admin/orders/:id/events': 'admin',
  'GET /admin/orders/:id/neighbours': 'admin',
  'GET /admin/packing-slips': 'admin',
  'GET /admin/announcements': 'admin',
  'POST /admin/announcements': 'admin',
  'GET /admin/announcements/:id': 'admin',
  'PUT /admin/announcements/:id': 'admin',
  'DELETE /admin/announcements/:id': 'admin',
  'POST /admin/announcements/:id/toggle': 'admin',
  'GET /admin/hero-carousel': 'admin',
  'POST /admin/hero-carousel/interval': 'admin',
  'POST /admin/hero-carousel': 'admin',
  'PUT /admin/hero-carousel/:id': 'admin',
  'DELETE /admin/hero-carousel/:id': 'admin',
  'GET /drops/upcoming': 'public',
  'GET /drops/:slug': 'public',
  'GET /admin/drops': 'admin',
  'POST /admin/drops': 'admin',
  'GET /admin/drops/:id': 'admin',
  'PUT /admin/drops/:id': 'admin',
  'DELETE /admin/drops/:id': 'admin',
  'POST /admin/drops/:id/pieces': 'admin',
  'DELETE /admin/drops/:id/pieces/:product_id': 'admin',
  'GET /admin/holds': 'admin',
  'GET /admin/products/:id/queue': 'admin',
  'DELETE /admin/products/:id/queue': 'admin',
  'DELETE /admin/holds/:id': 'admin',
  'GET /admin/settings': 'admin',
  'PUT /admin/settings/:key': 'admin',
  'POST /admin/settings': 'admin',
  'GET /admin/payment-code': 'admin',
  'GET /admin/orders/:id/payment-code': 'admin',
  'POST /admin/payment-code/read': 'admin',
  'PUT /admin/payment-code': 'admin',
  'DELETE /admin/payment-code': 'admin',
  'POST /admin/payment-code/test': 'admin',
  'POST /admin/payment-code/test/confirm': 'admin',
  'POST /admin/statements/check': 'admin',
  'GET /admin/push-devices': 'admin',
  'POST /admin/push-devices': 'admin',
  'DELETE /admin/push-devices/:id': 'admin',
  'POST /admin/push-devices/:id/test': 'admin',
  'GET /admin/insights': 'admin',
  'GET /admin/insights/export.csv': 'admin',
  'GET /admin/customers': 'admin',
  'GET /admin/users': 'admin',
  'POST /admin/users/:id/change-password': 'admin',
};

export const CALLERS = ['anonymous', 'guest', 'user', 'other user', 'admin'] as const;
export type CallerName = (typeof CALLERS)[number];

/**
 * How a call ends, as far as access goes: `allowed` whenever the caller got past the door, whatever
 * the call then made of its (deliberately empty) input.
 */
type Answer = 'allowed' | 'unauthenticated' | 'not an admin' | 'no guest id';

const ALLOWED_TO_ALL: Record<CallerName, Answer> = { anonymous: 'allowed', guest: 'allowed', user: 'allowed', 'other user': 'allowed', admin: 'allowed' };

export const EXPECTED: Record<Rule, Record<CallerName, Answer>> = {
  public: ALLOWED_TO_ALL,
  // docs/product/api.md "Profile" names the refusal of a guest path without a guest id: 'Guest ID not found'.
  buyer: { ...ALLOWED_TO_ALL, anonymous: 'no guest id' },
  guest: { anonymous: 'no guest id', guest: 'allowed', user: 'no guest id', 'other user': 'no guest id', admin: 'no guest id' },
  user: { ...ALLOWED_TO_ALL, anonymous: 'unauthenticated', guest: 'unauthenticated' },
  admin: { anonymous: 'unauthenticated', guest: 'unauthenticated', user: 'not an admin', 'other user': 'not an admin', admin: 'allowed' },
};

export const NOT_AN_ADMIN = 'You do not have permission to access this page.';
export const GUEST_ID_MISSING = 'Guest ID not found';

export const procedurePaths = Object.keys(appRouter._def.procedures);
export const restKey = (route: Pick<RestRoute, 'method' | 'path'>) => `${route.method.toUpperCase()} ${route.path}`;

export function ruleOf(key: string): Rule {
  const rule = RULES[key];
  if (!rule) throw new Error(`${key} has no access rule in the matrix`);
  return rule;
}

/** The people of the matrix, signed up once per database: a user, another user and an admin. */
export function useMatrixPeople(db: () => TestDatabase) {
  const people: Partial<Record<'user' | 'other user' | 'admin', User>> = {};

  beforeAll(async () => {
    people.user = (await createTestUser(db().em())).user;
    people['other user'] = (await createTestUser(db().em())).user;
    people.admin = (await createTestUser(db().em(), { role: 'admin' })).user;
  });

  return function person(name: 'user' | 'other user' | 'admin'): User {
    const found = people[name];
    if (!found) throw new Error(`${name} is not set up`);
    return found;
  };
}
