import { nanoid } from 'nanoid';
import { expect } from 'vitest';
import { createAppWithEnv, fromAddress } from './app-with-env.ts';
import type { TestDatabase } from './test-db.ts';

/** Small limits, so that a test reaches them in a few calls. */
export const LIMITS = {
  RATE_LIMIT_LOGIN_PER_IP: '3',
  RATE_LIMIT_LOGIN_PER_ACCOUNT_AND_IP: '3',
  RATE_LIMIT_REGISTER_PER_IP: '2',
  RATE_LIMIT_REGISTER_PER_ACCOUNT: '2',
  RATE_LIMIT_PASSWORD_CHANGE_PER_IP: '2',
  RATE_LIMIT_PASSWORD_CHANGE_PER_ACCOUNT: '2',
  RATE_LIMIT_EMAIL_VERIFICATION_PER_IP: '2',
  RATE_LIMIT_EMAIL_VERIFICATION_PER_ACCOUNT: '2',
  RATE_LIMIT_HOLD_PER_IP: '3',
  RATE_LIMIT_HOLD_PER_BUYER: '2',
};

export type App = Awaited<ReturnType<typeof createAppWithEnv>>['app'];
export type Call = { ip: string; headers?: Record<string, string> };

let addresses = 0;
/**
 * An address no other test of the file has used: counters live in the database all of a test file's
 * tests share (each file has a database, and a count of addresses, of its own).
 */
export const freshIp = () => {
  addresses += 1;
  return `198.51.${Math.floor(addresses / 250)}.${addresses % 250}`;
};
export const freshEmail = () => `limited-${nanoid(8).toLowerCase()}@example.com`;

export function post(app: App, path: string, body: unknown, { ip, headers = {} }: Call) {
  return app.request(
    path,
    { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: body === undefined ? undefined : JSON.stringify(body) },
    fromAddress(ip),
  );
}

/** The answer is a 429 with Retry-After (1 s to the window's length) and the REST or tRPC message. */
export async function expectLimited(response: Response, windowSeconds: number) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get('retry-after'));
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(windowSeconds);
  const body = (await response.json()) as { message?: string; error?: { message: string; data: { code: string; httpStatus: number } } };
  const message = body.error?.message ?? body.message;
  expect(message).toMatch(/^Too many attempts\. Please try again in \d+ (seconds?|minutes?)\.$/);
  if (body.error) expect(body.error.data).toMatchObject({ code: 'TOO_MANY_REQUESTS', httpStatus: 429 });
  else expect(Object.keys(body)).toEqual(['message']);
}

/** The app with LIMITS (and `variables` over them) on one test database, and the two calls most tests count. */
export function rateLimitedShop(db: () => TestDatabase) {
  const app = async (variables: Record<string, string> = {}) => (await createAppWithEnv(db().orm, { ...LIMITS, ...variables })).app;
  const login = (target: App, email: string, password: string, call: Call) => post(target, '/api/login', { email, password }, call);
  const hold = (target: App, guestId: string, ip: string) => post(target, '/api/guest/cart/hold', undefined, { ip, headers: { 'X-Guest-ID': guestId } });
  return { app, login, hold };
}
