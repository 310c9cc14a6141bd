import { performance } from 'node:perf_hooks';
import { afterEach, describe, expect, it } from 'vitest';
import { createAppWithEnv } from '../test/app-with-env.ts';
import type { IncomingHttpHeaders } from 'node:http';
import { listen, requestWithHeaders, type ListeningApp } from '../test/listening-app.ts';
import { createTestUser } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';

/** The guesser and the owner: two clients of one machine, told apart by the address they connect from. */
const GUESSER = '127.0.0.2';
const OWNER = '127.0.0.3';

/** A run of addresses for a guess spread over many machines (127.0.0.0/8 is all this machine). */
const botnet = (index: number) => `127.0.1.${index + 1}`;

/** The wait a sign-in's answer says the server applied (`Server-Timing: slowdown;dur=…`), 0 when none. */
const slowdownOf = (headers: IncomingHttpHeaders) => Number(/slowdown;dur=(\d+)/.exec(String(headers['server-timing'] ?? ''))?.[1] ?? 0);

describe.each(TEST_DATABASES)('sign-in cannot be turned against its owner, on %s', (kind) => {
  const db = useTestDatabase(kind);
  let shop: ListeningApp | undefined;
  afterEach(async () => {
    await shop?.close();
    shop = undefined;
  });

  const start = async (variables: Record<string, string> = {}) => {
    shop = await listen((await createAppWithEnv(db().orm, variables)).app);
    return shop;
  };
  /** Signs in from `address` and measures how long the answer took. */
  const signIn = async (server: ListeningApp, address: string, email: string, password: string) => {
    const started = performance.now();
    const answer = await requestWithHeaders(server.port, '/api/login', { from: address, body: { email, password } });
    return { ...answer, ms: performance.now() - started };
  };

  it('lets the owner in at once from another address after 11 wrong passwords from one, and keeps refusing that one', async () => {
    const server = await start(); // the shipped limits: 10 failures per account and address
    const { user, password } = await createTestUser(db().em(), { role: 'admin' });

    for (let attempt = 1; attempt <= 10; attempt++) expect((await signIn(server, GUESSER, user.email, 'hunter2-guess')).status).toBe(401);
    const refused = await signIn(server, GUESSER, user.email, 'hunter2-guess');
    // 429 with the wait (its Retry-After header is proved in server/rate-limit/account-rate-limits.test.ts).
    expect(refused.status).toBe(429);
    expect(refused.json).toEqual({ message: expect.stringMatching(/^Too many attempts\. Please try again in \d+ minutes?\.$/) as unknown });

    const owner = await signIn(server, OWNER, user.email, password);
    expect(owner.status).toBe(200);
    // Not slowed either: ten failures are below the account-wide count where waiting starts (20).
    expect(slowdownOf(owner.headers)).toBe(0);

    // The guesser's address stays refused for that account, even with the right password.
    expect((await signIn(server, GUESSER, user.email, password)).status).toBe(429);
  });

  it('slows a guess spread over many addresses, longer each time, and still lets the right password in', async () => {
    // Each address may fail twice; past 4 failures in all, attempts wait 250 ms, 500 ms, then the 1 s cap.
    const server = await start({ RATE_LIMIT_LOGIN_PER_ACCOUNT_AND_IP: '2', RATE_LIMIT_LOGIN_SLOWDOWN_AFTER: '4', RATE_LIMIT_LOGIN_MAX_DELAY_SECONDS: '1' });
    const { user, password } = await createTestUser(db().em(), { role: 'admin' });
    const guesses = [];
    for (let attempt = 0; attempt < 8; attempt++) guesses.push(await signIn(server, botnet(Math.floor(attempt / 2)), user.email, `guess-${attempt}`));

    expect(guesses.map((guess) => guess.status)).toEqual(Array<number>(8).fill(401));
    // The waits the server applied, as it tells them (Server-Timing), and each felt on the wall clock.
    // Wall time alone cannot show the cap: it adds each attempt's own work (hashing the guess), which
    // another test file on the other core stretches by hundreds of ms at any moment.
    const told = guesses.map((guess) => slowdownOf(guess.headers));
    expect(told).toEqual([0, 0, 0, 0, 250, 500, 1_000, 1_000]);
    guesses.forEach((guess, attempt) => expect(guess.ms, `attempt ${attempt + 1}`).toBeGreaterThanOrEqual(told[attempt] ?? Infinity));

    // The owner, from an address of their own, waits like everyone else but is let in.
    const owner = await signIn(server, OWNER, user.email, password);
    expect(owner.status).toBe(200);
    expect(slowdownOf(owner.headers)).toBe(1_000);
    expect(owner.ms).toBeGreaterThanOrEqual(1_000);
    // So is a right password from an address that guessed once (one failure, below its limit of 2).
    const firstGuesser = botnet(10);
    expect((await signIn(server, firstGuesser, user.email, 'one-more-guess')).status).toBe(401);
    expect((await signIn(server, firstGuesser, user.email, password)).status).toBe(200);
  });
});
