import { nanoid } from 'nanoid';
import { describe, expect, it } from 'vitest';
import { type temporaryStorage } from '../../test/admin-fixtures.ts';
import { createTestProduct } from '../../test/fixtures.ts';
import { guestShopper, holderOf, pieceWithQueue, useTestClock, type Shopper } from '../../test/queue-shoppers.ts';
import { callerFor } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { QueueEntry } from '../pieces/entities.ts';
import { Setting } from '../settings/setting.entity.ts';
import { updateSettings } from '../settings/settings.service.ts';
import { User } from '../users/user.entity.ts';

const HOLD_MINUTES = 30;

/**
 * A guest waiting in line who signs up or signs in is the same shopper: the place, and the turn when
 * it comes, go with them to the account, and the turn's mail to the account's address.
 */
describe.each(TEST_DATABASES)('a place in line across signing in, on %s', (kind) => {
  const db = useTestDatabase(kind);
  const clock = useTestClock();

  const heldWithQueue = () => pieceWithQueue(db().em, clock);

  /** The guest registers from the page they wait on (its X-Guest-ID sent along), and acts as the account from then on. */
  async function signUp(shopper: Shopper, storage: Awaited<ReturnType<typeof temporaryStorage>>['storage']) {
    const email = `waiting-${nanoid(6)}@example.com`.toLowerCase();
    await callerFor(db().em(), { guestIdHeader: shopper.guestId }).users.register({
      name: 'Waiting Buyer',
      email,
      password: 'a-long-password',
      password_confirmation: 'a-long-password',
    });
    const user = await db().em().findOneOrFail(User, { email });
    return { user, email, caller: () => callerFor(db().em(), { user, storage }) };
  }

  it('keeps a guest’s place when they sign up, and gives the account the turn when it comes', async () => {
    const { piece, b, c, storage } = await heldWithQueue();
    const account = await signUp(b, storage);
    expect(await account.caller().queue.place({ product_id: piece.id })).toMatchObject({ place: 1, length: 2 });
    expect(await c.caller().queue.place({ product_id: piece.id })).toMatchObject({ place: 2, length: 2 });
    const entry = await db().em().findOneOrFail(QueueEntry, { product: piece.id, buyerKind: 'user', buyerId: String(account.user.id) });
    expect({ email: entry.email, address: entry.address ?? null }).toEqual({ email: account.email, address: null });
    expect(await db().em().count(QueueEntry, { buyerKind: 'guest', buyerId: b.guestId })).toBe(0);

    clock.forward(HOLD_MINUTES);
    expect(await account.caller().queue.place({ product_id: piece.id })).toMatchObject({ place: 1, your_turn: true });
    await account.caller().cart.hold();
    expect(await holderOf(db().em(), piece.id)).toBe(String(account.user.id));
  });

  it('keeps the earlier of two places when the account already waited in the same line', async () => {
    const { piece, b, c, storage } = await heldWithQueue();
    // C signs up: the account waits behind B.
    const account = await signUp(c, storage);
    expect(await account.caller().queue.place({ product_id: piece.id })).toMatchObject({ place: 2, length: 2 });
    // B signs in to that same account: B's earlier place wins, and the line is one shorter.
    await callerFor(db().em(), { guestIdHeader: b.guestId }).users.login({ email: account.email, password: 'a-long-password' });
    expect(await account.caller().queue.place({ product_id: piece.id })).toMatchObject({ place: 1, length: 1 });
  });

  it('leaves a guest’s places behind when the account already waits in as many lines as one buyer may', async () => {
    const { piece, b, storage } = await heldWithQueue();
    const other = await createTestProduct(db().em());
    const holder = guestShopper(db().em, storage);
    await holder.caller().cart.add({ product_id: other.id });
    await holder.caller().cart.hold();
    await updateSettings(db().em(), [{ key: 'max_pieces_per_buyer', value: '1' }]);
    try {
      const account = await signUp(guestShopper(db().em, storage), storage);
      await account.caller().queue.join({ product_id: other.id });
      // Signed in, B's place and the account's would be two lines, past the cap of one: B's place goes, and C is first.
      await callerFor(db().em(), { guestIdHeader: b.guestId }).users.login({ email: account.email, password: 'a-long-password' });
      expect(await account.caller().queue.place({ product_id: piece.id })).toMatchObject({ place: null, length: 1 });
      expect(await account.caller().queue.place({ product_id: other.id })).toMatchObject({ place: 1, length: 1 });
    } finally {
      await db().em().nativeDelete(Setting, { key: 'max_pieces_per_buyer' });
    }
  });
});
