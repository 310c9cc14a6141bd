import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_MESSAGES } from '../../../shared/schemas/users.ts';
import { parseEnv } from '../../env.ts';
import { createRateLimiters } from '../../rate-limit/rate-limiter.ts';
import { rateLimitsFrom } from '../../rate-limit/rate-limits.ts';
import { confirmationTokenMailedTo } from '../../test/confirmation-mail.ts';
import { MailCatcher } from '../../test/mail-catcher.ts';
import { TEST_OWNER_EMAIL, TEST_SHOP_URL, useTestMail } from '../../test/mail-harness.ts';
import { callerFor, createTestUser } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { failure, fieldErrorsOf } from '../../test/trpc-failure.ts';
import type { Context } from '../../trpc/context.ts';
import { verifyEmail } from './email-verification.service.ts';
import { emailVerificationMail } from './mails/email-verification.mail.ts';
import { User } from './user.entity.ts';

const HOUR = 3_600_000;
const REFUSED = { token: [EMAIL_VERIFICATION_MESSAGES.linkInvalid] };

describe.each(TEST_DATABASES)('e-mail verification on %s', (kind) => {
  const db = useTestDatabase(kind);
  const smtp = new MailCatcher();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  const mail = useTestMail(db, () => smtp.url);

  const anyone = () => callerFor(db().em(), { mail: mail().outbox });
  const stored = (userId: number) => db().em().findOneOrFail(User, { id: userId });
  const signedIn = async (userId: number, context: Partial<Omit<Context, 'em'>> = {}) =>
    callerFor(db().em(), { user: await stored(userId), mail: mail().outbox, ...context });

  /** A new account, signed up through the procedure, and the token of the link its confirmation mail brings. */
  async function signUp() {
    const email = `gabriela-${nanoid(6).toLowerCase()}@example.com`;
    const { user } = await anyone().users.register({ name: 'Gabriela Silang', email, password: 'ilocos-1763', password_confirmation: 'ilocos-1763' });
    return { user, token: await confirmationTokenMailedTo(smtp, email) };
  }

  it('registering mails "Confirm your e-mail", whose link verifies the account', async () => {
    const { user, token } = await signUp();
    expect(user.email_verified).toBe(false);
    await expect(anyone().users.verifyEmail({ token })).resolves.toEqual({ message: EMAIL_VERIFICATION_MESSAGES.verified });
    expect((await (await signedIn(user.id)).users.me()).email_verified).toBe(true);
  });

  it('a link followed again, or an older one, answers that the e-mail is already verified and changes nothing', async () => {
    const { user, token: older } = await signUp();
    await (await signedIn(user.id)).users.resendVerification();
    const newer = await confirmationTokenMailedTo(smtp, user.email, 2);
    await anyone().users.verifyEmail({ token: newer });
    const { emailVerifiedAt } = await stored(user.id);
    for (const token of [newer, older]) {
      await expect(anyone().users.verifyEmail({ token })).resolves.toEqual({ message: EMAIL_VERIFICATION_MESSAGES.alreadyVerified });
    }
    expect((await stored(user.id)).emailVerifiedAt).toEqual(emailVerifiedAt);
  });

  it('refuses an unknown or empty link, and one older than 48 hours, with the field error on token', async () => {
    for (const token of ['a'.repeat(32), '']) expect(fieldErrorsOf(await failure(anyone().users.verifyEmail({ token })))).toEqual(REFUSED);
    const { user, token } = await signUp();
    const later = (hours: number) => new Date(Date.now() + hours * HOUR);
    await expect(verifyEmail(db().em(), token, later(48.1))).rejects.toMatchObject({ fieldErrors: REFUSED });
    expect((await stored(user.id)).emailVerifiedAt).toBeNull();
    await expect(verifyEmail(db().em(), token, later(47.9))).resolves.toBe('verified');
  });

  it('a link made for an address the account no longer has verifies nothing', async () => {
    const { user, token } = await signUp();
    // No screen changes an address yet: the row is changed as one would change it.
    await db().em().nativeUpdate(User, { id: user.id }, { email: `new-${user.email}` });
    expect(fieldErrorsOf(await failure(anyone().users.verifyEmail({ token })))).toEqual(REFUSED);
    expect((await stored(user.id)).emailVerifiedAt).toBeNull();
  });

  it('two uses of one link at once verify the account once', async () => {
    const { token } = await signUp();
    const outcomes = await Promise.all([verifyEmail(db().em(), token), verifyEmail(db().em(), token)]);
    expect(outcomes.sort()).toEqual(['alreadyVerified', 'verified']);
  });

  it('sends a signed-in, unverified user a new link, and refuses a verified one with a conflict', async () => {
    // Made straight in the database: no confirmation mail was sent for it.
    const { user } = await createTestUser(db().em());
    await expect((await signedIn(user.id)).users.resendVerification()).resolves.toEqual({ message: EMAIL_VERIFICATION_MESSAGES.sent });
    await anyone().users.verifyEmail({ token: await confirmationTokenMailedTo(smtp, user.email) });
    const refused = await failure((await signedIn(user.id)).users.resendVerification());
    expect({ code: refused.code, message: refused.message }).toEqual({ code: 'CONFLICT', message: EMAIL_VERIFICATION_MESSAGES.alreadyVerified });
  });

  it('a confirmation mail that leaves after the account was verified is not sent', async () => {
    const { user, token } = await signUp();
    await anyone().users.verifyEmail({ token });
    const site = { origin: TEST_SHOP_URL, adminEmail: TEST_OWNER_EMAIL, storage: mail().storage };
    expect(await emailVerificationMail.compose(db().em(), { userId: user.id }, site)).toBeNull();
  });

  it('new links are limited per account and per address', async () => {
    const env = parseEnv({ NODE_ENV: 'test', RATE_LIMIT_EMAIL_VERIFICATION_PER_IP: '3' });
    const rateLimiters = createRateLimiters(db().orm, rateLimitsFrom(env));
    const resend = async (userId: number, clientIp: string) => (await signedIn(userId, { rateLimiters, clientIp })).users.resendVerification();

    const { user } = await createTestUser(db().em());
    for (let attempt = 0; attempt < env.RATE_LIMIT_EMAIL_VERIFICATION_PER_ACCOUNT; attempt += 1) await resend(user.id, `203.0.113.${attempt + 1}`);
    expect((await failure(resend(user.id, '203.0.113.99'))).code).toBe('TOO_MANY_REQUESTS');

    const shared = '198.51.100.20';
    for (let account = 0; account < 3; account += 1) await resend((await createTestUser(db().em())).user.id, shared);
    expect((await failure(resend((await createTestUser(db().em())).user.id, shared))).code).toBe('TOO_MANY_REQUESTS');
  });
});
