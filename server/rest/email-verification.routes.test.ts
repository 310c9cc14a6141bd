import { nanoid } from 'nanoid';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_VERIFICATION_MESSAGES } from '../../shared/schemas/users.ts';
import { confirmationTokenMailedTo } from '../test/confirmation-mail.ts';
import { MailCatcher } from '../test/mail-catcher.ts';
import { useTestMail } from '../test/mail-harness.ts';
import { createTestApp } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';

const post = (body: unknown, headers: Record<string, string> = {}) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify(body),
});

/** A response's status and JSON body, to compare whole. */
const answerOf = async (response: Response) => ({ status: response.status, body: (await response.json()) as unknown });

/** The same flow as the web client's, over the REST paths an app would call (the tRPC side: server/modules/users/email-verification.test.ts). */
describe.each(TEST_DATABASES)('REST e-mail verification on %s', (kind) => {
  const db = useTestDatabase(kind);
  const smtp = new MailCatcher();
  beforeAll(() => smtp.start());
  afterAll(() => smtp.stop());
  const mail = useTestMail(db, () => smtp.url);

  it('POST /api/register mails a link that POST /api/verify-email accepts once, and GET /api/user then says verified', async () => {
    const { app } = await createTestApp(db(), { mail: mail().outbox });
    const email = `andres-${nanoid(6).toLowerCase()}@example.com`;
    const registered = await app.request('/api/register', post({ name: 'Andres Bonifacio', email, password: 'katipunan-1892', password_confirmation: 'katipunan-1892' }));
    const { user, token: session } = (await registered.json()) as { user: { email_verified: boolean }; token: string };
    expect(user.email_verified).toBe(false);
    const bearer = { authorization: `Bearer ${session}` };

    const link = { token: await confirmationTokenMailedTo(smtp, email) };
    const verified = await app.request('/api/verify-email', post(link));
    expect(await answerOf(verified)).toEqual({ status: 200, body: { success: true, message: EMAIL_VERIFICATION_MESSAGES.verified } });
    const again = await app.request('/api/verify-email', post(link));
    expect(await answerOf(again)).toEqual({ status: 200, body: { success: true, message: EMAIL_VERIFICATION_MESSAGES.alreadyVerified } });
    expect(await (await app.request('/api/user', { headers: bearer })).json()).toMatchObject({ user: { email, email_verified: true } });

    const resend = await app.request('/api/verify-email/resend', { method: 'POST', headers: bearer });
    expect(await answerOf(resend)).toEqual({ status: 409, body: { message: EMAIL_VERIFICATION_MESSAGES.alreadyVerified } });
  });

  it('refuses an unknown link with 422 and the field error, and a new link without a session with 401', async () => {
    const { app } = await createTestApp(db());
    const unknown = await app.request('/api/verify-email', post({ token: 'a'.repeat(32) }));
    expect(await answerOf(unknown)).toEqual({
      status: 422,
      body: { message: 'The given data was invalid.', errors: { token: [EMAIL_VERIFICATION_MESSAGES.linkInvalid] } },
    });
    expect((await app.request('/api/verify-email/resend', { method: 'POST' })).status).toBe(401);
  });
});
