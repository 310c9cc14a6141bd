import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MailRecord } from '../modules/mail/mail-record.entity.ts';
import { MAIL_QUEUE_OPTIONS, MAIL_TIMING } from '../modules/mail/mail-queue.ts';
import { MailCatcher } from '../test/mail-catcher.ts';
import { FAST_MAIL, startTestMail } from '../test/mail-harness.ts';
import { startNodeProcess, type NodeProcess } from '../test/server-process.ts';
import { createTestUser } from '../test/test-app.ts';
import { useTestDatabase } from '../test/test-db.ts';

const WORKER = fileURLToPath(new URL('../test/mail-worker-process.ts', import.meta.url));
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a mail worker that dies mid-send', () => {
  it("is replaced within a minute with the shop's own timing: pg-boss's heartbeat, its supervisor, the first retry's wait and a poll", () => {
    // pg-boss's backoff waits between one and two retry delays before the first retry.
    const { heartbeatSeconds } = MAIL_QUEUE_OPTIONS;
    const due = heartbeatSeconds + MAIL_TIMING.superviseIntervalSeconds + 2 * MAIL_TIMING.retryDelaySeconds + MAIL_TIMING.pollingIntervalSeconds;
    expect(due).toBeLessThanOrEqual(60);
  });

  // The worker runs as its own process, killed with SIGKILL: PGlite lives inside the process it would kill.
  describe.skipIf(!process.env.TEST_DATABASE_URL)('on PostgreSQL, another instance still working', () => {
    const db = useTestDatabase('postgresql');
    // Reads the mail and keeps its sender waiting for the answer: the send is under way when the worker dies.
    const stalling = new MailCatcher({ delayMs: 10 * 60_000 });
    const provider = new MailCatcher();
    let dying: NodeProcess | undefined;
    beforeAll(async () => {
      await stalling.start();
      await provider.start();
    });
    afterAll(async () => {
      await dying?.kill('SIGKILL');
      await stalling.stop();
      await provider.stop();
    });

    it('sends the mail once, from the other instance, seconds after the dead one stopped beating', { timeout: 60_000 }, async () => {
      const { user } = await createTestUser(db().em());
      const url = db().url ?? '';
      dying = await startNodeProcess(WORKER, { DATABASE_URL: url, SMTP_URL: stalling.url, USER_ID: String(user.id) }, /enqueued/);
      await expect.poll(() => stalling.accepting, { timeout: 15_000 }).toBe(1);
      await dying.kill('SIGKILL');
      const died = Date.now();

      const survivor = await startTestMail(db(), { smtpUrl: provider.url, timing: { ...FAST_MAIL, superviseIntervalSeconds: 1 } });
      try {
        const [sent] = await provider.waitFor((caught) => caught.to.includes(user.email), { timeoutMs: 30_000 });
        expect(sent?.subject).toBe('Reset your Ukay password');
        // Ten seconds of silence (pg-boss's least heartbeat), then a supervision, the first retry's wait and a poll, a second or two each.
        expect(Date.now() - died).toBeLessThan(20_000);
        // Never twice: several polls later, still one; the dead worker's send never completed.
        await pause(2_000);
        expect(provider.mails.filter((caught) => caught.to.includes(user.email))).toHaveLength(1);
        expect(stalling.mails).toEqual([]);
        const record = await db().em().findOneOrFail(MailRecord, { kind: 'password-reset', recipient: user.email });
        expect({ state: record.state, attempts: record.attempts }).toEqual({ state: 'sent', attempts: 2 });
      } finally {
        await survivor.stop();
      }
    });
  });
});
