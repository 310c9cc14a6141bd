import { nanoid } from 'nanoid';
import { describe, expect, it } from 'vitest';
import type { Storage } from '../storage/storage.ts';
import { createTestOrder } from '../test/admin-fixtures.ts';
import { createTestProduct, proofFile } from '../test/fixtures.ts';
import { callerFor, createTestApp, createTestUser } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';
import { failure } from '../test/trpc-failure.ts';
import { validateSessionToken } from '../modules/users/session.service.ts';
import { User } from '../modules/users/user.entity.ts';

/**
 * Every resource with an id, asked for by someone it does not belong to. The answer is the one a
 * missing id gets (404, tRPC NOT_FOUND), word for word, so a stranger cannot tell which ids exist;
 * callers with no identity at all are turned away before any lookup (401, or 422 'Guest ID not found'
 * on the guest paths). Owners succeed. The ownership checks already proved elsewhere (a stranger user
 * on /api/orders/:id and its proof, another guest on /api/guest-orders/:id, another guest removing a
 * cart line over tRPC) are not repeated here.
 */

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const asGuest = (guestId: string) => ({ 'X-Guest-ID': guestId });
const jsonHeaders = { 'content-type': 'application/json' };

describe.each(TEST_DATABASES)('resources by id on %s', (kind) => {
  const db = useTestDatabase(kind);

  /** A user A and a guest A with an order each (with a stored proof), and strangers: user B, guest B, an admin. */
  async function world() {
    const { app, storage: local } = await createTestApp(db());
    const storage: Storage = local;
    const em = db().em();
    const owner = await createTestUser(em);
    const stranger = await createTestUser(em);
    const admin = await createTestUser(em, { role: 'admin' });
    const proof = Buffer.from(await (await proofFile()).arrayBuffer());
    const storedProof = async () => {
      const key = `proofs/idor${nanoid(10).replace(/[^A-Za-z0-9]/g, 'x')}-1600.webp`;
      await storage.put(key, proof, 'image/webp');
      return key;
    };
    const userOrder = await createTestOrder(em, { products: [await createTestProduct(em)], user: owner.user, proofKey: await storedProof() });
    const guestOrder = await createTestOrder(em, { products: [await createTestProduct(em)], proofKey: await storedProof() });
    const guestId = guestOrder.guestId ?? '';
    const send = (path: string, headers: Record<string, string> = {}, init: RequestInit = {}) => app.request(`/api${path}`, { ...init, headers });
    const answer = async (path: string, headers: Record<string, string> = {}) => {
      const response = await send(path, headers);
      return { status: response.status, body: (await response.json()) as unknown };
    };
    const trpc = {
      owner: callerFor(db().em(), { user: owner.user, storage }),
      stranger: callerFor(db().em(), { user: stranger.user, storage }),
      guest: callerFor(db().em(), { guestIdHeader: guestId, storage }),
      otherGuest: callerFor(db().em(), { guestIdHeader: nanoid(), storage }),
      anonymous: callerFor(db().em(), { storage }),
      admin: callerFor(db().em(), { user: admin.user, storage }),
    };
    return { owner, stranger, proof, userOrder, guestOrder, guestId, send, answer, trpc };
  }

  describe('orders', () => {
    it('answers another buyer’s order exactly as it answers an id that does not exist', async () => {
      const w = await world();
      const missing = await w.answer('/orders/999999', bearer(w.stranger.token));
      expect(missing.status).toBe(404);
      expect(await w.answer(`/orders/${w.userOrder.id}`, bearer(w.stranger.token))).toEqual(missing);
      expect(await w.answer(`/orders/${w.guestOrder.id}`, bearer(w.stranger.token))).toEqual(missing);
      expect(await w.answer(`/orders/${w.userOrder.id}/payment-proof`, bearer(w.stranger.token))).toEqual(await w.answer('/orders/999999/payment-proof', bearer(w.stranger.token)));

      const otherGuest = asGuest(nanoid());
      const missingToGuest = await w.answer('/guest-orders/999999', otherGuest);
      expect(missingToGuest.status).toBe(404);
      expect(await w.answer(`/guest-orders/${w.guestOrder.id}`, otherGuest)).toEqual(missingToGuest);
      expect(await w.answer(`/guest-orders/${w.userOrder.id}`, otherGuest)).toEqual(missingToGuest);
    });

    it('keeps a guest’s order and its proof from another guest, from any user, and from anonymous callers; the guest reads both', async () => {
      const w = await world();
      const proofPath = `/guest-orders/${w.guestOrder.id}/payment-proof`;
      expect((await w.send(proofPath, asGuest(nanoid()))).status).toBe(404);
      expect((await w.send(proofPath)).status).toBe(422);
      // A session does not reach a guest's order, on the user paths or on the guest paths.
      expect((await w.send(`/orders/${w.guestOrder.id}/payment-proof`, bearer(w.stranger.token))).status).toBe(404);
      expect((await w.send(proofPath, bearer(w.stranger.token))).status).toBe(422);
      expect((await w.send(`/guest-orders/${w.guestOrder.id}`)).status).toBe(422);

      const own = await w.send(proofPath, asGuest(w.guestId));
      expect(own.status).toBe(200);
      expect(Buffer.from(await own.arrayBuffer())).toEqual(w.proof);
      expect((await w.send(`/guest-orders/${w.guestOrder.id}`, asGuest(w.guestId))).status).toBe(200);
    });

    it('keeps a user’s order and its proof off the guest paths, even for that user, and refuses anonymous callers before looking', async () => {
      const w = await world();
      for (const path of [`/guest-orders/${w.userOrder.id}`, `/guest-orders/${w.userOrder.id}/payment-proof`]) {
        expect((await w.send(path, asGuest(nanoid()))).status).toBe(404);
        expect((await w.send(path, { ...bearer(w.owner.token), ...asGuest(nanoid()) })).status).toBe(404);
      }
      expect((await w.send(`/orders/${w.userOrder.id}`)).status).toBe(401);
      expect((await w.send(`/orders/${w.userOrder.id}`, asGuest(w.guestId))).status).toBe(401);
      const own = await w.send(`/orders/${w.userOrder.id}/payment-proof`, bearer(w.owner.token));
      expect(Buffer.from(await own.arrayBuffer())).toEqual(w.proof);
    });

    it('lists only the caller’s own orders, over REST and tRPC', async () => {
      const w = await world();
      const ids = async (path: string, headers: Record<string, string>) =>
        ((await (await w.send(path, headers)).json()) as { data: { orders: { id: number }[] } }).data.orders.map((order) => order.id);
      expect(await ids('/orders', bearer(w.owner.token))).toEqual([w.userOrder.id]);
      expect(await ids('/orders', bearer(w.stranger.token))).toEqual([]);
      const otherGuest = nanoid();
      expect(await ids(`/guest-orders?guest_id=${otherGuest}`, asGuest(otherGuest))).toEqual([]);
      expect(await ids(`/guest-orders?guest_id=${w.guestId}`, asGuest(w.guestId))).toEqual([w.guestOrder.id]);
      // Naming guest A's id in the query does not open guest A's list to guest B.
      expect((await w.send(`/guest-orders?guest_id=${w.guestId}`, asGuest(otherGuest))).status).toBe(403);

      expect((await w.trpc.otherGuest.orders.list()).orders).toEqual([]);
      expect((await w.trpc.guest.orders.list()).orders.map((order) => order.id)).toEqual([w.guestOrder.id]);
      expect((await w.trpc.owner.orders.list()).orders.map((order) => order.id)).toEqual([w.userOrder.id]);
      expect((await failure(w.trpc.anonymous.orders.list())).code).toBe('BAD_REQUEST');
    });

    it('serves a proof over tRPC (orders.proof, orders.guestProof) to its buyer only', async () => {
      const w = await world();
      const { trpc, userOrder, guestOrder } = w;
      expect((await trpc.owner.orders.proof({ id: userOrder.id })).body).toEqual(w.proof);
      expect((await trpc.guest.orders.proof({ id: guestOrder.id })).body).toEqual(w.proof);
      expect((await trpc.guest.orders.guestProof({ id: guestOrder.id })).body).toEqual(w.proof);

      // Called one at a time: a refusal left waiting in a list would be an unhandled rejection.
      for (const call of [
        () => trpc.stranger.orders.proof({ id: userOrder.id }),
        () => trpc.stranger.orders.proof({ id: guestOrder.id }),
        () => trpc.owner.orders.proof({ id: guestOrder.id }),
        () => trpc.guest.orders.proof({ id: userOrder.id }),
        () => trpc.otherGuest.orders.proof({ id: guestOrder.id }),
        () => trpc.otherGuest.orders.guestProof({ id: guestOrder.id }),
        () => trpc.guest.orders.guestProof({ id: userOrder.id }),
        () => trpc.admin.orders.proof({ id: userOrder.id }),
      ]) {
        const error = await failure(call());
        expect({ code: error.code, message: error.message }).toEqual({ code: 'NOT_FOUND', message: 'Order not found' });
      }
      expect((await failure(trpc.anonymous.orders.proof({ id: userOrder.id }))).code).toBe('BAD_REQUEST');
      expect((await failure(trpc.anonymous.orders.guestProof({ id: guestOrder.id }))).code).toBe('BAD_REQUEST');
    });

    it('opens admin.orders.proof to admins for any order, and not to the order’s own buyer', async () => {
      const w = await world();
      expect((await w.trpc.admin.admin.orders.proof({ id: w.userOrder.id })).body).toEqual(w.proof);
      expect((await w.trpc.admin.admin.orders.proof({ id: w.guestOrder.id })).body).toEqual(w.proof);
      expect((await failure(w.trpc.owner.admin.orders.proof({ id: w.userOrder.id }))).code).toBe('FORBIDDEN');
      expect((await failure(w.trpc.guest.admin.orders.proof({ id: w.guestOrder.id }))).code).toBe('UNAUTHORIZED');
      expect((await w.send(`/admin/orders/${w.userOrder.id}/payment-proof`, bearer(w.owner.token))).status).toBe(403);
    });
  });

  describe('cart lines', () => {
    async function lineIn(w: Awaited<ReturnType<typeof world>>, headers: Record<string, string>, prefix: '' | '/guest') {
      const product = await createTestProduct(db().em());
      const added = await w.send(`${prefix}/cart/add`, { ...headers, ...jsonHeaders }, { method: 'POST', body: JSON.stringify({ product_id: product.id }) });
      const { data } = (await added.json()) as { data: { items: { id: number }[] } };
      return data.items[0]?.id ?? 0;
    }

    const remove = (w: Awaited<ReturnType<typeof world>>, prefix: '' | '/guest', headers: Record<string, string>, lineId: number) =>
      w.send(`${prefix}/cart/remove`, { ...headers, ...jsonHeaders }, { method: 'POST', body: JSON.stringify({ cart_item_id: lineId }) });

    it('will not remove another buyer’s line, answering as for a line that does not exist, and the line stays', async () => {
      const w = await world();
      const userLine = await lineIn(w, bearer(w.owner.token), '');
      const guestLine = await lineIn(w, asGuest(w.guestId), '/guest');
      const missing = await remove(w, '', bearer(w.stranger.token), 999_999);
      expect(missing.status).toBe(404);
      const missingBody: unknown = await missing.json();

      for (const response of [
        await remove(w, '', bearer(w.stranger.token), userLine),
        await remove(w, '', bearer(w.stranger.token), guestLine),
        await remove(w, '/guest', asGuest(nanoid()), userLine),
        await remove(w, '/guest', asGuest(nanoid()), guestLine),
        await remove(w, '', bearer(w.owner.token), guestLine),
      ]) {
        expect({ status: response.status, body: (await response.json()) as unknown }).toEqual({ status: 404, body: missingBody });
      }
      expect((await remove(w, '', {}, userLine)).status).toBe(401);
      expect((await remove(w, '/guest', {}, guestLine)).status).toBe(422);
      expect((await failure(w.trpc.stranger.cart.remove({ cart_item_id: userLine }))).code).toBe('NOT_FOUND');

      const lines = async (caller: typeof w.trpc.owner) => (await caller.cart.get()).items.map((item) => item.id);
      expect(await lines(w.trpc.owner)).toEqual([userLine]);
      expect(await lines(w.trpc.guest)).toEqual([guestLine]);
      expect((await remove(w, '', bearer(w.owner.token), userLine)).status).toBe(200);
      expect((await remove(w, '/guest', asGuest(w.guestId), guestLine)).status).toBe(200);
    });
  });

  describe('profiles', () => {
    const delivery = { instagram_username: 'supremo', address_line1: '1 Banlat Rd.', barangay: 'Kapitolyo', city: 'Pasig City', province: 'Metro Manila', mobile_number: '0917 123 4567' };

    it('keeps each buyer’s delivery details to that buyer: another user or guest reads and writes only their own', async () => {
      const w = await world();
      const post = (path: string, headers: Record<string, string>, body: unknown) =>
        w.send(path, { ...headers, ...jsonHeaders }, { method: 'POST', body: JSON.stringify(body) });
      const profile = async (path: string, headers: Record<string, string>) => ((await (await w.send(path, headers)).json()) as { data: { profile: Record<string, unknown> } }).data.profile;

      expect((await post('/profile', bearer(w.owner.token), delivery)).status).toBe(200);
      expect((await post('/guest/profile', asGuest(w.guestId), { ...delivery, customer_name: 'Gregoria', email: 'oryang@example.com' })).status).toBe(200);

      // A session sent with guest A's id still reads the session's own profile on the user path.
      const strangers = [
        ['/profile', { ...bearer(w.stranger.token), ...asGuest(w.guestId) }],
        ['/guest/profile', asGuest(nanoid())],
        ['/guest/profile', { ...bearer(w.owner.token), ...asGuest(nanoid()) }],
      ] as const;
      for (const [path, headers] of strangers) {
        expect(await profile(path, headers)).toMatchObject({ instagram_username: null, address_line1: null, city: null, mobile_number: null });
        expect((await post(path, headers, { city: 'Quezon City', mobile_number: '09990000000' })).status).toBe(200);
      }
      expect(await profile('/profile', bearer(w.owner.token))).toMatchObject({ ...delivery, email: w.owner.user.email });
      expect(await profile('/guest/profile', asGuest(w.guestId))).toEqual({ ...delivery, customer_name: 'Gregoria', email: 'oryang@example.com' });
      expect((await w.send('/profile')).status).toBe(401);
      expect((await w.send('/guest/profile')).status).toBe(422);
    });

    it('refuses a profile write that names someone else’s user or guest id, changing nothing', async () => {
      const w = await world();
      for (const aimed of [{ user_id: w.owner.user.id }, { guest_id: w.guestId }, { id: w.owner.user.id }]) {
        const input = { ...aimed, city: 'Quezon City' };
        const response = await w.send('/profile', { ...bearer(w.stranger.token), ...jsonHeaders }, { method: 'POST', body: JSON.stringify(input) });
        expect(response.status).toBe(422);
        expect((await failure(w.trpc.stranger.profiles.save(input))).code).toBe('BAD_REQUEST');
        expect((await failure(w.trpc.otherGuest.profiles.save(input))).code).toBe('BAD_REQUEST');
      }
      expect((await w.trpc.owner.profiles.get()).city).toBeNull();
      expect((await w.trpc.guest.profiles.get()).city).toBeNull();
    });

    it('never lets a user change their account’s name or email through the profile', async () => {
      const w = await world();
      await w.trpc.owner.profiles.save({ customer_name: 'Someone Else', email: 'attacker@example.com', city: 'Pasig City' });
      const account = await db().em().findOneOrFail(User, { id: w.owner.user.id });
      expect({ name: account.name, email: account.email }).toEqual({ name: w.owner.user.name, email: w.owner.user.email });
    });
  });

  describe('users', () => {
    it('lets no customer set another user’s password: refused with 403, the password and sessions unchanged', async () => {
      const w = await world();
      const change = { password: 'taken-over-1', password_confirmation: 'taken-over-1' };
      const response = await w.send(`/admin/users/${w.owner.user.id}/change-password`, { ...bearer(w.stranger.token), ...jsonHeaders }, { method: 'POST', body: JSON.stringify(change) });
      expect(response.status).toBe(403);
      expect((await failure(w.trpc.stranger.admin.users.changePassword({ id: w.owner.user.id, ...change }))).code).toBe('FORBIDDEN');
      expect((await failure(w.trpc.owner.admin.users.changePassword({ id: w.owner.user.id, ...change }))).code).toBe('FORBIDDEN');
      expect((await failure(w.trpc.guest.admin.users.changePassword({ id: w.owner.user.id, ...change }))).code).toBe('UNAUTHORIZED');

      expect(await validateSessionToken(db().em(), w.owner.token)).not.toBeNull();
      expect((await callerFor(db().em()).users.login({ email: w.owner.user.email, password: w.owner.password })).user.id).toBe(w.owner.user.id);
    });

    it('answers each session with its own account only', async () => {
      const w = await world();
      const me = async (token: string) => ((await (await w.send('/user', bearer(token))).json()) as { user: { id: number } }).user.id;
      expect(await me(w.owner.token)).toBe(w.owner.user.id);
      expect(await me(w.stranger.token)).toBe(w.stranger.user.id);
    });
  });
});
