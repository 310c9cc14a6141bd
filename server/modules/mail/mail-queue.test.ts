import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Em } from '../../db/orm.ts';
import { temporaryStorage } from '../../test/admin-fixtures.ts';
import { placeGuestOrder } from '../../test/guest-order.ts';
import { MailCatcher } from '../../test/mail-catcher.ts';
import { FAST_MAIL, startTestMail, TEST_OWNER_EMAIL, useTestMail } from '../../test/mail-harness.ts';
import { callerFor, createTestUser } from '../../test/test-app.ts';
import { TEST_DATABASES, useSecondInstance, useTestDatabase } from '../../test/test-db.ts';
import { orderReceiptMail } from '../orders/mails/order-receipt.mail.ts';
import { Order } from '../orders/order.entity.ts';
import { MAIL_TIMING } from './mail-queue.ts';
import type { RunningMail } from './mail.ts';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The mail jobs as pg-boss keeps them: state and retries, oldest first. */
async function mailJobs(em: Em): Promise<{ state: string; retry_count: number }[]> {
  return em.execute("select state, retry_count from pgboss.job where name = 'mail' order by created_on");
}

/** How many fetches claimed the mails queued last, all in one transaction (so one created_on). */
async function backlogFetches(em: Em): Promise<number> {
  const [row] = await em.execute<{ fetches: number }[]>(
    "select count(distinct started_on)::int as fetches from pgboss.job where name = 'mail' and created_on = (select max(created_on) from pgboss.job where name = 'mail')",
  );
  return row?.fetches ?? 0;
}

async function waitForFiles(folder: string, count: number): Promise<string[]> {
  for (let waited = 0; waited < 15_000; waited += 100) {
    const files = await readdir(folder).catch(() => []);
    if (files.length >= count) return files.sort();
    await pause(100);
  }
  throw new Error(`expected ${count} file(s) in ${folder}`);
}

describe.each(TEST_DATABASES)('the mail queue on %s', (kind) => {
  describe('with the mail server down', () => {
    const db = useTestDatabase(kind);
    const smtp = new MailCatcher();
    // Started once to reserve a port, then stopped: the provider is down when the order is placed.
    beforeAll(async () => {
      await smtp.start();
      await smtp.stop();
    });
    afterAll(() => smtp.stop());
    const mail = useTestMail(db, () => smtp.url);

    it('the order still commits, and its mails arrive once the server is back', async () => {
      const { storage } = await temporaryStorage();
      const { order } = await placeGuestOrder(() => db().em(), { storage, mail: mail().outbox, email: 'emilio@example.com' });
      expect(await db().em().count(Order, { id: order.id })).toBe(1);

      // The first attempts fail and wait for their retry, and the owner's timeline says why…
      for (let waited = 0; !(await mailJobs(db().em())).some((job) => job.retry_count > 0); waited += 100) {
        if (waited > 10_000) throw new Error('no delivery attempt failed');
        await pause(100);
      }
      expect(smtp.mails).toEqual([]);
      const { user: admin } = await createTestUser(db().em(), { role: 'admin' });
      const timeline = () => callerFor(db().em(), { user: admin }).admin.orders.mails({ id: order.id });
      await expect
        .poll(async () => (await timeline()).mails.some((entry) => entry.state === 'retrying' && entry.last_error?.includes('ECONNREFUSED')))
        .toBe(true);

      // …and a retry delivers them when the server answers again.
      await smtp.start();
      const mails = await smtp.waitFor((caught) => caught.subject.includes(`#${order.id}`), { count: 2 });
      expect(mails.map((caught) => caught.to[0]).sort()).toEqual(['emilio@example.com', TEST_OWNER_EMAIL]);
      // The server has the mail before the worker hears its answer and marks the job completed.
      await expect.poll(async () => (await mailJobs(db().em())).map((job) => job.state)).toEqual(['completed', 'completed']);
      // The record is written just after the server accepted the mail.
      await expect
        .poll(async () => (await timeline()).mails.map((entry) => [entry.label, entry.state, entry.last_error, entry.attempts >= 2]))
        .toEqual([
          ['Receipt', 'sent', null, true],
          ['New-order alert', 'sent', null, true],
        ]);
    });
  });

  describe('without SMTP_URL', () => {
    const db = useTestDatabase(kind);
    const mail = useTestMail(db, () => undefined);

    it('writes each mail to DATA_DIR/outbox/ as an .eml file', async () => {
      const { storage } = await temporaryStorage();
      const { order } = await placeGuestOrder(() => db().em(), { storage, mail: mail().outbox, email: 'juan@example.com' });
      const outbox = path.join(mail().dataDir, 'outbox');
      const files = await waitForFiles(outbox, 2);
      expect(files.map((file) => /-(order-receipt|new-order-alert)-[\w-]+\.eml$/.exec(file)?.[1]).sort()).toEqual(['new-order-alert', 'order-receipt']);
      const receipt = await readFile(path.join(outbox, files.find((file) => file.includes('order-receipt')) ?? ''), 'utf8');
      expect(receipt).toMatch(/^To: juan@example\.com$/m);
      // A reply reaches the owner, not the no-reply sender.
      expect(receipt).toMatch(new RegExp(`^Reply-To: ${TEST_OWNER_EMAIL.replaceAll('.', '\\.')}$`, 'm'));
      expect(receipt).toContain(`Subject: Your Ukay order #${order.id}`);
      expect(receipt).toMatch(/^Content-Type: multipart\/alternative/m);
    });
  });

  describe('with a backlog, polling as the shop does', () => {
    const db = useTestDatabase(kind);
    let running: Awaited<ReturnType<typeof startTestMail>> | undefined;
    beforeAll(async () => {
      running = await startTestMail(db(), { timing: { ...FAST_MAIL, pollingIntervalSeconds: MAIL_TIMING.pollingIntervalSeconds } });
    });
    afterAll(() => running?.stop());

    it('sends the backlog in one round of the worker, not one mail per polling interval', async () => {
      if (!running) throw new Error('the mail is not running');
      const { outbox, dataDir } = running;
      const { storage } = await temporaryStorage();
      const { order } = await placeGuestOrder(() => db().em(), { storage, mail: outbox, withImages: false });
      const folder = path.join(dataDir, 'outbox');
      await waitForFiles(folder, 2);
      // A drop's receipts: more than one fetch's worth, all ready at the same moment.
      const backlog = 12;
      await db()
        .em()
        .transactional(async (tx) => {
          for (let index = 0; index < backlog; index += 1) await outbox.enqueue(tx, orderReceiptMail, { orderId: order.id });
        });
      await waitForFiles(folder, 2 + backlog);
      // pg-boss stamps the jobs one fetch claims with that fetch's now(), so the distinct stamps count
      // the fetches. Ten a fetch, fetching again at once while full: two (three if another of the
      // lane's workers polled in between); one mail per poll would take twelve. Counted, not timed,
      // so a slow machine cannot fail it.
      expect(await backlogFetches(db().em())).toBeLessThanOrEqual(3);
    });
  });
});

describe.runIf(TEST_DATABASES.includes('postgresql'))('two app instances on one PostgreSQL', () => {
  const db = useTestDatabase('postgresql');
  const secondOrm = useSecondInstance(db);
  const smtp = new MailCatcher();
  const instances: RunningMail[] = [];
  beforeAll(async () => {
    await smtp.start();
    instances.push(await startTestMail(db(), { smtpUrl: smtp.url }), await startTestMail(db(), { smtpUrl: smtp.url, orm: secondOrm() }));
  });
  afterAll(async () => {
    for (const instance of instances) await instance.stop();
    await smtp.stop();
  });

  it('deliver each mail exactly once, whichever instance enqueued it', async () => {
    const { storage } = await temporaryStorage();
    const [first, second] = instances;
    if (!first || !second) throw new Error('both instances must be running');
    const sides = [
      { em: () => db().em(), mail: first.outbox },
      { em: () => secondOrm().em.fork(), mail: second.outbox },
    ];
    const orders = [];
    for (let index = 0; index < 6; index += 1) {
      const side = index % 2 === 0 ? sides[0] : sides[1];
      if (side) orders.push((await placeGuestOrder(side.em, { storage, mail: side.mail })).order);
    }
    await smtp.waitFor(() => true, { count: 12 });
    // Several polls of both workers later, still twelve.
    await pause(2_500);
    expect(smtp.mails).toHaveLength(12);
    expect(new Set(smtp.mails.map((caught) => caught.messageId)).size).toBe(12);
    for (const order of orders) expect(smtp.mails.filter((caught) => caught.subject.includes(`#${order.id}`))).toHaveLength(2);
  });
});
