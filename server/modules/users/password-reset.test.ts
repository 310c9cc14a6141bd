import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RESET_MESSAGES } from '../../../shared/schemas/users.ts';
import { parseEnv } from '../../env.ts';
import { createRateLimiters } from '../../rate-limit/rate-limiter.ts';
import { rateLimitsFrom } from '../../rate-limit/rate-limits.ts';
import { MailCatcher, type CaughtMail } from '../../test/mail-catcher.ts';
import { TEST_SHOP_URL, useTestMail } from '../../test/mail-harness.ts';
import { callerFor, createTestUser } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { failure, fieldErrorsOf } from '../../test/trpc-failure.ts';
import { resetPassword } from './password-reset.service.ts';
import { sessionEndReason, validateSessionToken } from './session.service.ts';

const MINUTE = 60_000;
const LINK = new RegExp(`${TEST_SHOP_URL}/reset-password\\?token=([a-z2-7]{32})`);

describe.each(TEST_DATABASES)('password reset on %s', (kind) => {
  const db = useTestDatabase(kind);
  const smtp = new MailCatcher();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  const mail = useTestMail(db, () => smtp.url);

  const anyone = () => callerFor(db().em(), { mail: mail().outbox });
  const to = (email: string, subject: string) => (caught: CaughtMail) => caught.to.includes(email) && caught.subject === subject;

  /** Asks for a reset of the user's password and answers the token of the link the mail brings. */
  async function resetLinkFor(email: string, count = 1): Promise<string> {
    await anyone().users.requestPasswordReset({ email });
    const mails = await smtp.waitFor(to(email, 'Reset your Ukay password'), { count });
    const token = LINK.exec(mails.at(-1)?.text ?? '')?.[1];
    if (!token) throw new Error('the reset mail carries no link');
    return token;
  }

  it('answers the same whether an account uses the email or not, and mails only the account', async () => {
    const { user } = await createTestUser(db().em());
    const known = await anyone().users.requestPasswordReset({ email: user.email });
    const unknown = await anyone().users.requestPasswordReset({ email: 'nobody-here@example.com' });
    expect(known).toEqual({ message: PASSWORD_RESET_MESSAGES.sent });
    expect(unknown).toEqual(known);
    await smtp.waitFor(to(user.email, 'Reset your Ukay password'));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(smtp.mails.filter((caught) => caught.to.includes('nobody-here@example.com'))).toEqual([]);
  });

  it('a reset link sets the password once: every session ends, this client is signed in, and the change is mailed', async () => {
    const { user, token: oldSession, password: oldPassword } = await createTestUser(db().em());
    const token = await resetLinkFor(user.email);

    const reset = await anyone().users.resetPassword({ token, password: 'a brand new secret', password_confirmation: 'a brand new secret' });
    expect(reset.user.email).toBe(user.email);
    const newSession = 'token' in reset ? reset.token : undefined;
    expect(newSession && (await validateSessionToken(db().em(), newSession))?.user.id).toBe(user.id);
    expect(await validateSessionToken(db().em(), oldSession)).toBeNull();
    // The browser still holding the old session is told why at login: by its owner, not the shop.
    expect(await sessionEndReason(db().em(), oldSession)).toBe('password-changed');
    await expect(anyone().users.login({ email: user.email, password: 'a brand new secret' })).resolves.toMatchObject({ user: { id: user.id } });
    expect((await failure(anyone().users.login({ email: user.email, password: oldPassword }))).code).toBe('UNAUTHORIZED');

    const again = await failure(anyone().users.resetPassword({ token, password: 'another new secret', password_confirmation: 'another new secret' }));
    expect(fieldErrorsOf(again)).toEqual({ token: [PASSWORD_RESET_MESSAGES.linkInvalid] });
    const [changed] = await smtp.waitFor(to(user.email, 'Your Ukay password was changed'));
    expect(changed?.text).toContain(`${TEST_SHOP_URL}/forgot-password`);
  });

  it('a reset link works for 60 minutes only, and a newer password makes every older link useless', async () => {
    const { user } = await createTestUser(db().em());
    const token = await resetLinkFor(user.email);
    const later = (minutes: number) => new Date(Date.now() + minutes * MINUTE);
    const refused = await resetPassword(db().em(), mail().outbox, { token, password: 'too late for this' }, later(61)).catch((error: unknown) => error);
    expect(refused).toMatchObject({ fieldErrors: { token: [PASSWORD_RESET_MESSAGES.linkInvalid] } });
    await expect(resetPassword(db().em(), mail().outbox, { token, password: 'just in time' }, later(59))).resolves.toMatchObject({ id: user.id });

    const first = await resetLinkFor(user.email, 2);
    const second = await resetLinkFor(user.email, 3);
    await anyone().users.resetPassword({ token: second, password: 'the newest secret', password_confirmation: 'the newest secret' });
    expect(fieldErrorsOf(await failure(anyone().users.resetPassword({ token: first, password: 'x'.repeat(12), password_confirmation: 'x'.repeat(12) })))).toEqual({
      token: [PASSWORD_RESET_MESSAGES.linkInvalid],
    });
  });

  it('a password changed in Manage Users is mailed to its owner', async () => {
    const { user: admin } = await createTestUser(db().em(), { role: 'admin' });
    const { user } = await createTestUser(db().em());
    await callerFor(db().em(), { user: admin, mail: mail().outbox }).admin.users.changePassword({ id: user.id, password: 'set by the owner', password_confirmation: 'set by the owner' });
    const [changed] = await smtp.waitFor(to(user.email, 'Your Ukay password was changed'));
    expect(changed?.html).toContain('Your password was changed');
  });

  it('requests are limited per email, known or not, with the same refusal', async () => {
    const env = parseEnv({ NODE_ENV: 'test' });
    const rateLimiters = createRateLimiters(db().orm, rateLimitsFrom(env));
    const limited = (clientIp: string) => callerFor(db().em(), { mail: mail().outbox, rateLimiters, clientIp });
    const { user } = await createTestUser(db().em());
    for (const email of [user.email, 'nobody-else@example.com']) {
      for (let attempt = 0; attempt < env.RATE_LIMIT_PASSWORD_RESET_PER_ACCOUNT; attempt += 1) {
        await limited(`203.0.113.${attempt + 1}`).users.requestPasswordReset({ email });
      }
      expect((await failure(limited('198.51.100.7').users.requestPasswordReset({ email }))).code).toBe('TOO_MANY_REQUESTS');
    }
  });
});
