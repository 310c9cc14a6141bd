import type { Em } from '../../db/orm.ts';
import { defineTask, type MailOutbox } from '../mail/mail-kind.ts';
import { Drop } from '../pieces/entities.ts';
import { pushToOwner } from '../push/owner-push.ts';
import { pieceCounts } from './drop-output.ts';

type DropOpening = { dropId: number; dropAt: string };

/**
 * Tells the owner's devices a drop is open, when it opens: planned with the drop's time in the
 * transaction that sets it. A drop cancelled or moved since has nothing to tell at this time (a
 * new time plans its own push).
 */
export const dropOpenedPushTask = defineTask<DropOpening>('drop-opened-push', async (em, { dropId, dropAt }, { outbox }) => {
  const drop = await em.findOne(Drop, { id: dropId, dropAt: new Date(dropAt), cancelledAt: null });
  if (!drop) return;
  await em.transactional((tx) =>
    pushToOwner(tx, outbox, async () => {
      const pieces = (await pieceCounts(tx, [dropId])).get(dropId) ?? 0;
      return {
      title: `${drop.name} is open`,
      body: `${pieces === 1 ? '1 piece is' : `${pieces} pieces are`} live. Holds show on Live Holds as they come.`,
      url: '/admin-holds',
      tag: `drop-${dropId}`,
        pending: null,
      };
    }),
  );
});

/** Plans the push for a drop opening at `drop.dropAt`, in the transaction that sets that time. */
export function planDropOpenedPush(tx: Em, outbox: MailOutbox, drop: Pick<Drop, 'id' | 'dropAt'>): Promise<void> {
  return outbox.schedule(tx, dropOpenedPushTask, { dropId: drop.id, dropAt: drop.dropAt.toISOString() }, drop.dropAt);
}

/** The tasks drops plan through the outbox; the start-up hands them to its worker. */
export const DROP_TASKS = [dropOpenedPushTask] as const;
