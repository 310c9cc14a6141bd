import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { nanoid } from 'nanoid';
import { describe, expect, it } from 'vitest';
import { OPENING_MESSAGES, HOLD_LIMIT_MESSAGES } from '../../shared/cart-messages.ts';
import type { Em } from '../db/orm.ts';
import { Drop, Product, QueueEntry } from '../modules/pieces/entities.ts';
import { User } from '../modules/users/user.entity.ts';
import { LocalStorage } from '../storage/local-storage.ts';
import { createTestProduct, PASIG_DELIVERY, proofFile } from '../test/fixtures.ts';
import { request } from '../test/listening-app.ts';
import { useListeningShops } from '../test/listening-shops.ts';
import { callerFor, createTestUser } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';
import { failure } from '../test/trpc-failure.ts';
import { withSetting } from '../test/with-setting.ts';

const MINUTE = 60_000;
/** The shop's defaults (shared/setting-defaults.ts): a drop is for confirmed accounts for 10 minutes, one piece each. */
const OPENING = { minutes: 10, cap: 1 };

let drops = 0;

/** A drop of `count` pieces that opened `minutesAgo` minutes ago. */
async function dropOf(em: Em, count: number, minutesAgo = 1): Promise<Product[]> {
  const dropAt = new Date(Date.now() - minutesAgo * MINUTE);
  const drop = em.create(Drop, { slug: `fair-drop-${++drops}-${nanoid(6).toLowerCase()}`, name: 'Sunday drop', dropAt });
  await em.flush();
  const pieces: Product[] = [];
  for (let index = 0; index < count; index++) pieces.push(await createTestProduct(em, { drop, dropAt }));
  return pieces;
}

/**
 * A drop tried as a script with throw-away identities and as a crowd behind one carrier address would
 * (decision 025), through real listening apps, so the address that counts is the connection's own; on
 * PostgreSQL a second instance shares the database. Loopback addresses 127.0.1.x play networks.
 */
describe.each(TEST_DATABASES)('a fair drop on %s', (kind) => {
  const db = useTestDatabase(kind);
  // A low limit of holds per address: a crowd of accounts behind one address must not meet it.
  const shop = useListeningShops(db, { TRUST_PROXY: 'false', RATE_LIMIT_HOLD_PER_IP: '5' });
  const port = (instance = 0) => shop(instance).port;

  /** A shopper calling from `from`: a guest with a fresh id, or an account (signed in with its token). */
  function shopper(from: string, auth: { token: string } | null = null, instance = 0) {
    const headers: Record<string, string> = auth ? { authorization: `Bearer ${auth.token}` } : { 'X-Guest-ID': nanoid() };
    const cart = auth ? '/api/cart' : '/api/guest/cart';
    const call = (path: string, body?: unknown) => request(port(instance), path, { from, headers, body });
    return {
      add: async (pieces: Product[]) => {
        for (const piece of pieces) expect((await call(`${cart}/add`, { product_id: piece.id })).status).toBe(200);
      },
      hold: () => call(`${cart}/hold`),
      join: (piece: Product) => call(`/api/products/${piece.id}/queue`, { email: 'pila@example.com' }),
    };
  }

  const account = async (from: string, options: { email?: string; verified?: boolean } = {}, instance = 0) =>
    shopper(from, await createTestUser(db().em(), { verified: true, ...options }), instance);

  const holders = async (pieces: Product[]) =>
    (await db().em().find(Product, { id: { $in: pieces.map((piece) => piece.id) }, holdExpiresAt: { $gt: new Date() } })).length;

  it('gives fresh guest ids none of a drop in its opening and tells them to sign in; other pieces they hold as before', async () => {
    const pieces = await dropOf(db().em(), 3);
    const outside = await createTestProduct(db().em());
    for (const piece of pieces) {
      const guest = shopper('127.0.1.1');
      await guest.add([piece]);
      expect(await guest.hold()).toEqual({ status: 409, json: { message: OPENING_MESSAGES['drop-guest'](OPENING), action: 'sign-in' } });
    }
    expect(await holders(pieces)).toBe(0);
    const guest = shopper('127.0.1.1');
    await guest.add([outside]);
    expect((await guest.hold()).status).toBe(200);
  });

  it('asks an account that has not confirmed its e-mail to confirm it, and holds once it has', async () => {
    const [piece] = await dropOf(db().em(), 1);
    const { user, token } = await createTestUser(db().em());
    const buyer = shopper('127.0.1.2', { token });
    await buyer.add([piece as Product]);
    expect(await buyer.hold()).toEqual({ status: 409, json: { message: OPENING_MESSAGES['drop-unverified'](OPENING), action: 'confirm-email' } });
    await db().em().nativeUpdate(User, { id: user.id }, { emailVerifiedAt: new Date() });
    expect((await buyer.hold()).status).toBe(200);
  });

  it('gives each confirmed inbox one piece of the drop, counting accounts that share a Gmail inbox as one', async () => {
    const pieces = await dropOf(db().em(), 4);
    const greedy = await account('127.0.1.3', { email: `dalaga.${nanoid(6).toLowerCase()}@gmail.com` });
    await greedy.add(pieces.slice(0, 2));
    expect(await greedy.hold()).toEqual({ status: 409, json: { message: OPENING_MESSAGES['drop-limit'](OPENING) } });

    const inbox = `bili${nanoid(6).toLowerCase()}@gmail.com`;
    const first = await account('127.0.1.3', { email: inbox });
    await first.add(pieces.slice(2, 3));
    expect((await first.hold()).status).toBe(200);
    // The same inbox with a dot and a +tag, and Google's other domain: another account, the same buyer.
    const [name] = inbox.split('@');
    const again = await account('127.0.1.3', { email: `${name?.slice(0, 2)}.${name?.slice(2)}+drop@googlemail.com` });
    await again.add(pieces.slice(3, 4));
    expect(await again.hold()).toEqual({ status: 409, json: { message: OPENING_MESSAGES['drop-limit'](OPENING) } });

    const someoneElse = await account('127.0.1.3');
    await someoneElse.add(pieces.slice(3, 4));
    expect((await someoneElse.hold()).status).toBe(200);
  });

  it('lets a crowd of confirmed accounts behind one address each hold a piece, past the limit of holds per address', async () => {
    const pieces = await dropOf(db().em(), 12);
    const crowd = [];
    for (const [index, piece] of pieces.entries()) {
      const buyer = await account('127.0.1.4', {}, index);
      await buyer.add([piece]);
      crowd.push(buyer);
    }
    const answers = await Promise.all(crowd.map((buyer) => buyer.hold()));
    expect(answers.map((answer) => answer.status)).toEqual(pieces.map(() => 200));
    expect(await holders(pieces)).toBe(12);
  });

  it('lets one inbox racing from two accounts across instances end with one piece of the drop, never two', async () => {
    const pieces = await dropOf(db().em(), 8);
    const inbox = `magkapatid${nanoid(6).toLowerCase()}`;
    const accounts = [];
    for (let index = 0; index < 4; index++) {
      const buyer = await account('127.0.1.5', { email: `${inbox}+${index}@example.com` }, index);
      await buyer.add(pieces.slice(index * 2, index * 2 + 1));
      accounts.push(buyer);
    }
    const answers = await Promise.all(accounts.map((buyer) => buyer.hold()));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(await holders(pieces)).toBe(1);
  });

  it('keeps guests and confirmed accounts at their limit out of a drop piece’s line in the opening', async () => {
    const [held, other] = await dropOf(db().em(), 2);
    const holder = await account('127.0.1.6');
    await holder.add([held as Product]);
    expect((await holder.hold()).status).toBe(200);
    const guest = shopper('127.0.1.6');
    expect(await guest.join(held as Product)).toEqual({ status: 409, json: { message: OPENING_MESSAGES['drop-guest'](OPENING), action: 'sign-in' } });

    const busy = await account('127.0.1.6');
    await busy.add([other as Product]);
    expect((await busy.hold()).status).toBe(200);
    expect(await busy.join(held as Product)).toEqual({ status: 409, json: { message: OPENING_MESSAGES['drop-limit'](OPENING) } });
    expect(await db().em().count(QueueEntry, { product: held?.id })).toBe(0);
    const free = await account('127.0.1.6');
    expect((await free.join(held as Product)).status).toBe(200);
  });

  it('opens the drop to everyone once its opening minutes are over, and follows the owner’s minutes and limit', async () => {
    const late = await dropOf(db().em(), 1, OPENING.minutes + 1);
    const guest = shopper('127.0.1.7');
    await guest.add(late);
    expect((await guest.hold()).status).toBe(200);

    const pieces = await dropOf(db().em(), 2, 20);
    const buyer = await account('127.0.1.7');
    await buyer.add(pieces);
    await withSetting(db().em, 'drop_opening_minutes', '30', () =>
      withSetting(db().em, 'drop_pieces_per_buyer', '2', async () => {
        expect((await buyer.hold()).status).toBe(200);
      }),
    );
  });

  it('judges an order for drop pieces nobody holds as a hold: a guest is refused, and a placed order counts against the inbox’s share', async () => {
    const [first, second] = await dropOf(db().em(), 2);
    const storage = new LocalStorage(await mkdtemp(path.join(tmpdir(), 'ukay-fair-drop-')));
    const order = async (piece: Product) => ({ ...PASIG_DELIVERY, payment_proof: await proofFile(), shipping_fee: 80, grand_total: piece.priceCentavos / 100 + 80 });
    const guestId = nanoid();
    const guest = callerFor(db().em(), { guestIdHeader: guestId, storage });
    await guest.cart.add({ product_id: first?.id ?? 0 });
    const refused = await failure(guest.orders.placeAsGuest({ ...(await order(first as Product)), guest_id: guestId, email: 'bisita@example.com' }));
    expect(refused.message).toBe(OPENING_MESSAGES['drop-guest'](OPENING));

    const { user } = await createTestUser(db().em(), { verified: true });
    const buyer = callerFor(db().em(), { user, storage });
    await buyer.cart.add({ product_id: first?.id ?? 0 });
    expect((await buyer.orders.place(await order(first as Product))).status).toBe('pending');
    await buyer.cart.add({ product_id: second?.id ?? 0 });
    expect((await failure(buyer.cart.hold())).message).toBe(OPENING_MESSAGES['drop-limit'](OPENING));
    expect((await failure(buyer.orders.place(await order(second as Product)))).message).toBe(OPENING_MESSAGES['drop-limit'](OPENING));
  });

  it('asks guests past the network’s limit to sign in, and never counts an account there', async () => {
    const pieces = await Promise.all([createTestProduct(db().em()), createTestProduct(db().em()), createTestProduct(db().em())]);
    await withSetting(db().em, 'guest_pieces_per_network', '2', async () => {
      const [one, two] = [shopper('127.0.1.8'), shopper('127.0.1.8')];
      await one.add(pieces.slice(0, 2));
      expect((await one.hold()).status).toBe(200);
      await two.add(pieces.slice(2));
      expect(await two.hold()).toEqual({ status: 409, json: { message: HOLD_LIMIT_MESSAGES.perAddress(2), action: 'sign-in' } });
      const signedIn = await account('127.0.1.8', { verified: false });
      await signedIn.add(pieces.slice(2));
      expect((await signedIn.hold()).status).toBe(200);
    });
  });
});
