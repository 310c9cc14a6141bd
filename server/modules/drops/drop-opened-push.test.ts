import { describe, expect, it } from 'vitest';
import { temporaryStorage } from '../../test/admin-fixtures.ts';
import { plannedTasks } from '../../test/planned-tasks.ts';
import { callerFor, createTestUser } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { dropOpenedPushTask } from './drop-opened-push.ts';

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000);

describe.each(TEST_DATABASES)('the push when a drop opens, on %s', (kind) => {
  const db = useTestDatabase(kind);

  it('is planned for the drop’s time, tells the owner’s phone then, and a drop moved or cancelled since tells nothing at the old time', async () => {
    const { planned, outbox } = plannedTasks();
    const { storage } = await temporaryStorage();
    const { user } = await createTestUser(db().em(), { role: 'admin' });
    const admin = callerFor(db().em(), { user, storage, mail: outbox }).admin;
    const phone = await admin.push.subscribe({ endpoint: `https://push.example/${kind}-drops`, keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) }, name: 'Chrome on Android' });
    const opensAt = inHours(2);
    const drop = await admin.drops.create({ name: 'Friday night drop', drop_at: opensAt.toISOString() });
    const opening = { dropId: drop.id, dropAt: opensAt.toISOString() };
    expect(planned).toEqual([{ task: 'drop-opened-push', data: opening, at: opensAt }]);

    planned.length = 0;
    await dropOpenedPushTask.run(db().em().fork(), opening, { outbox, storage });
    expect(planned).toEqual([
      {
        task: 'push-to-device',
        at: expect.any(Date) as unknown,
        data: { deviceId: phone.id, title: 'Friday night drop is open', body: '0 pieces are live. Holds show on Live Holds as they come.', url: '/admin-holds', tag: `drop-${drop.id}`, pending: null },
      },
    ]);

    planned.length = 0;
    const movedTo = inHours(3);
    await admin.drops.update({ id: drop.id, drop_at: movedTo.toISOString() });
    expect(planned).toEqual([{ task: 'drop-opened-push', data: { dropId: drop.id, dropAt: movedTo.toISOString() }, at: movedTo }]);
    planned.length = 0;
    await dropOpenedPushTask.run(db().em().fork(), opening, { outbox, storage });
    expect(planned).toEqual([]);

    await admin.drops.cancel({ id: drop.id });
    await dropOpenedPushTask.run(db().em().fork(), { dropId: drop.id, dropAt: movedTo.toISOString() }, { outbox, storage });
    expect(planned).toEqual([]);
  });
});
