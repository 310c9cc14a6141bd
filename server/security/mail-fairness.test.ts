import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Em } from '../db/orm.ts';
import { temporaryStorage } from '../test/admin-fixtures.ts';
import { createTestProduct } from '../test/fixtures.ts';
import { placeGuestOrder } from '../test/guest-order.ts';
import { MailCatcher } from '../test/mail-catcher.ts';
import { useTestMail } from '../test/mail-harness.ts';
import { callerFor, createTestUser } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';
import type { MailOutbox } from '../modules/mail/mail-kind.ts';
import { MailRecord } from '../modules/mail/mail-record.entity.ts';
import { HELD_BACK } from '../modules/mail/recipient-limit.ts';
import { QUEUE_MAILS } from '../modules/pieces/pieces.ts';

const pieceSoldMail = QUEUE_MAILS.find((kind) => kind.name === 'queue-piece-sold');

/** News a script can make the shop send: "the piece you waited for sold", `count` of them, to `emailOf(n)`. */
async function queueNews(em: Em, outbox: MailOutbox, count: number, emailOf: (index: number) => string): Promise<void> {
  if (!pieceSoldMail) throw new Error('the queue mails changed: pick the sold-news kind again');
  const piece = await createTestProduct(em);
  await em.transactional(async (tx) => {
    for (let index = 0; index < count; index++) await outbox.enqueue(tx, pieceSoldMail, { productId: piece.id, email: emailOf(index) });
  });
}

/** Queue news a script made before the reset was asked for. */
const NEWS = 90;

describe.each(TEST_DATABASES)('mail a script cannot stall or aim, on %s', (kind) => {
  describe('behind a backlog of queue news at a provider’s pace', () => {
    const db = useTestDatabase(kind);
    // 150 ms a mail: 90 news mails are 13.5 s of sending one after another, and 4.5 s on three connections.
    const smtp = new MailCatcher({ delayMs: 150 });
    beforeAll(() => smtp.start());
    afterAll(() => smtp.stop());
    const mail = useTestMail(db, () => smtp.url);

    it('delivers a password reset within 10 s, ahead of the news queued before it', async () => {
      const { user } = await createTestUser(db().em());
      await queueNews(db().em(), mail().outbox, NEWS, (index) => `pila${index}@example.com`);
      const asked = Date.now();
      await callerFor(db().em(), { mail: mail().outbox }).users.requestPasswordReset({ email: user.email });
      const [reset] = await smtp.waitFor((caught) => caught.to.includes(user.email), { timeoutMs: 10_000 });
      expect(reset?.subject).toBe('Reset your Ukay password');
      expect(Date.now() - asked).toBeLessThan(10_000);
      // It overtook the news: most of them were still waiting when it arrived.
      const newsBefore = smtp.mails.slice(0, smtp.mails.indexOf(reset as (typeof smtp.mails)[number])).length;
      expect(newsBefore).toBeLessThan(NEWS);
      // The news still go out, all of them: held back only behind the reset, never dropped.
      await smtp.waitFor((caught) => caught.to[0]?.startsWith('pila') ?? false, { count: NEWS, timeoutMs: 30_000 });
    });
  });

  describe('aimed at one inbox', () => {
    const db = useTestDatabase(kind);
    const smtp = new MailCatcher();
    beforeAll(() => smtp.start());
    afterAll(() => smtp.stop());
    const mail = useTestMail(db, () => smtp.url);

    it('sends one inbox at most 5 unsolicited mails an hour however its address is written, holds the rest back on their records, and still sends it a receipt', async () => {
      // One Gmail inbox, each address written another way: case, dots, a +tag, the other domain.
      const spellings = ['biktima.tao@gmail.com', 'Biktima.Tao@gmail.com', 'biktimatao+1@gmail.com', 'b.i.k.t.i.m.a.t.a.o@googlemail.com', 'BiktimaTao+drop@gmail.com', 'biktima.tao+2@googlemail.com'];
      const toVictim = (caught: { to: string[] }) => caught.to.some((address) => address.toLowerCase().replaceAll('.', '').startsWith('biktimatao'));
      await queueNews(db().em(), mail().outbox, 12, (index) => (index % 2 === 0 ? (spellings[index / 2] ?? '') : `iba${index}@example.com`));
      // As the news above: twelve mails through one PGlite worker, while another test file shares the machine.
      await smtp.waitFor((caught) => !toVictim(caught), { count: 6, timeoutMs: 30_000 });
      await expect.poll(() => db().em().count(MailRecord, { lastError: HELD_BACK }), { timeout: 15_000 }).toBe(1);
      expect(smtp.mails.filter(toVictim)).toHaveLength(5);

      const { storage } = await temporaryStorage();
      await placeGuestOrder(() => db().em(), { storage, mail: mail().outbox, email: 'biktima.tao@gmail.com' });
      await smtp.waitFor((caught) => toVictim(caught) && caught.subject.startsWith('Your Ukay order'), { count: 1 });
      expect(smtp.mails.filter(toVictim)).toHaveLength(6);
    });
  });
});
