import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { describe, expect, it } from 'vitest';
import { callerFor, createTestUser } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { User } from './user.entity.ts';

const registration = (email: string) => ({
  name: 'Maria Clara',
  email,
  password: 'barong-tagalog',
  password_confirmation: 'barong-tagalog',
});

async function rejection(promise: Promise<unknown>): Promise<TRPCError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  if (!(error instanceof TRPCError)) throw new Error(`expected a TRPCError, got ${String(error)}`);
  return error;
}

describe.each(TEST_DATABASES)('account router on %s', (kind) => {
  const db = useTestDatabase(kind);

  it('registers an API client and answers its user with a token', async () => {
    const result = await callerFor(db().em()).users.register(registration('Maria@Example.com'));
    expect(result.user).toMatchObject({ name: 'Maria Clara', email: 'maria@example.com', role: 'customer' });
    expect(result.token).toMatch(/^[a-z2-7]{32}$/);
  });

  it('stores an argon2id hash, never the password', async () => {
    await callerFor(db().em()).users.register(registration('hash@example.com'));
    const user = await db().em().findOneOrFail(User, { email: 'hash@example.com' });
    expect(user.passwordHash).toMatch(/^\$argon2id\$/);
    expect(user.passwordHash).not.toContain('barong-tagalog');
  });

  it('gives a browser a session cookie and no token', async () => {
    const cookies: string[] = [];
    const result = await callerFor(db().em(), {
      client: 'browser',
      sessionCookie: { set: (token) => cookies.push(token), clear: () => cookies.push('cleared') },
    }).users.register(registration('browser@example.com'));
    expect(result).not.toHaveProperty('token');
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(/^[a-z2-7]{32}$/);
  });

  it('refuses a taken email with a field error', async () => {
    await callerFor(db().em()).users.register(registration('taken@example.com'));
    const error = await rejection(callerFor(db().em()).users.register(registration('TAKEN@example.com')));
    expect(error.code).toBe('BAD_REQUEST');
    expect(error.cause).toMatchObject({ fieldErrors: { email: ['The email has already been taken.'] } });
  });

  it('lets exactly one of two simultaneous registrations with one email through', async () => {
    const results = await Promise.allSettled([
      callerFor(db().em()).users.register(registration('race@example.com')),
      callerFor(db().em()).users.register(registration('race@example.com')),
    ]);
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    expect(await db().em().count(User, { email: 'race@example.com' })).toBe(1);
  });

  it.each([
    [{ name: '', email: 'a@b.co', password: 'longenough', password_confirmation: 'longenough' }, 'name', 'Name is required'],
    [{ name: 'A', email: '', password: 'longenough', password_confirmation: 'longenough' }, 'email', 'Email is required'],
    [{ name: 'A', email: 'nope', password: 'longenough', password_confirmation: 'longenough' }, 'email', 'Email is invalid'],
    [{ name: 'A', email: 'a@b.co', password: '', password_confirmation: '' }, 'password', 'Password is required'],
    [{ name: 'A', email: 'a@b.co', password: 'short', password_confirmation: 'short' }, 'password', 'Password must be at least 8 characters'],
    [{ name: 'A', email: 'a@b.co', password: 'longenough', password_confirmation: 'different!' }, 'password_confirmation', 'Passwords do not match'],
  ])('refuses registration %# with the spec message on %s', async (input, field, message) => {
    const error = await rejection(callerFor(db().em()).users.register(input));
    expect(error.code).toBe('BAD_REQUEST');
    if (!(error.cause instanceof ZodError)) throw new Error('expected a schema failure');
    expect(error.cause.issues.filter((issue) => issue.path.join('.') === field).map((issue) => issue.message)).toContain(message);
  });

  it('logs in with the right password and refuses a wrong one or an unknown email alike', async () => {
    const { user, password } = await createTestUser(db().em());
    const ok = await callerFor(db().em()).users.login({ email: user.email, password });
    expect(ok.user.id).toBe(user.id);
    const wrong = await rejection(callerFor(db().em()).users.login({ email: user.email, password: 'not-it-at-all' }));
    const unknown = await rejection(callerFor(db().em()).users.login({ email: 'nobody@example.com', password }));
    for (const error of [wrong, unknown]) {
      expect(error.code).toBe('UNAUTHORIZED');
      expect(error.message).toBe('Invalid email or password');
    }
  });

  it('answers the session user, and none for a visitor', async () => {
    const { user } = await createTestUser(db().em());
    expect(await callerFor(db().em(), { user }).users.session()).toEqual({
      user: { id: user.id, name: user.name, email: user.email, role: 'customer', email_verified: false },
      ended: null,
    });
    expect(await callerFor(db().em()).users.session()).toEqual({ user: null, ended: null });
  });

  it('refuses `me` without a session', async () => {
    const error = await rejection(callerFor(db().em()).users.me());
    expect(error.code).toBe('UNAUTHORIZED');
  });
});
