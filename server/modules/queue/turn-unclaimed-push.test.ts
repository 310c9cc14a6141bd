import { nanoid } from 'nanoid';
import { describe, expect, it } from 'vitest';
import { temporaryStorage } from '../../test/admin-fixtures.ts';
import { createTestProduct } from '../../test/fixtures.ts';
import { plannedTasks } from '../../test/planned-tasks.ts';
import { callerFor, createTestUser } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { turnUnclaimedPushTask } from '../pieces/pieces.ts';

describe.each(TEST_DATABASES)('the push when a queue’s turn goes untaken, on %s', (kind) => {
  const db = useTestDatabase(kind);

  it('is planned for the turn’s end, tells the owner’s phone when the buyer did not hold the piece, and nothing once they did', async () => {
    const { planned, outbox } = plannedTasks();
    const { storage } = await temporaryStorage();
    const { user } = await createTestUser(db().em(), { role: 'admin' });
    const admin = callerFor(db().em(), { user, storage, mail: outbox }).admin;
    const phone = await admin.push.subscribe({ endpoint: `https://push.example/${kind}-turns`, keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) }, name: 'Safari on iPhone' });
    const shopper = () => {
      const guestId = nanoid();
      return { guestId, caller: () => callerFor(db().em(), { guestIdHeader: guestId, mail: outbox }) };
    };
    const piece = await createTestProduct(db().em(), { name: 'Terno 1950s' });
    const [holder, next] = [shopper(), shopper()];
    await holder.caller().cart.add({ product_id: piece.id });
    await holder.caller().cart.hold();
    await next.caller().queue.join({ product_id: piece.id, email: 'melchora@example.com' });

    // The holder lets go: the next in line's turn begins now, and its end is planned for the owner.
    planned.length = 0;
    await holder.caller().cart.release();
    const [turn] = planned.filter((task) => task.task === 'turn-unclaimed-push');
    expect(turn?.data).toMatchObject({ productId: piece.id, buyerKind: 'guest', buyerId: next.guestId });
    expect(turn?.at.toISOString()).toBe(turn?.data.endsAt);

    // Run at the turn's end with the piece not held by its buyer: the owner's phone is told.
    planned.length = 0;
    await turnUnclaimedPushTask.run(db().em().fork(), turn?.data as Parameters<typeof turnUnclaimedPushTask.run>[1], { outbox, storage });
    expect(planned).toEqual([
      {
        task: 'push-to-device',
        at: expect.any(Date) as unknown,
        data: {
          deviceId: phone.id,
          title: 'Turn not taken: Terno 1950s',
          body: 'The buyer whose turn it was did not hold it. The next in line has it now, or it is back on sale.',
          url: '/admin-holds',
          tag: `turn-${piece.id}`,
          pending: null,
        },
      },
    ]);

    // Held in the turn (joining put the piece in their cart; the turn becomes the hold, from its start): nothing to tell.
    await next.caller().cart.hold();
    planned.length = 0;
    await turnUnclaimedPushTask.run(db().em().fork(), turn?.data as Parameters<typeof turnUnclaimedPushTask.run>[1], { outbox, storage });
    expect(planned).toEqual([]);
  });
});
