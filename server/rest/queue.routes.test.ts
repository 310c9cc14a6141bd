import { nanoid } from 'nanoid';
import { describe, expect, it } from 'vitest';
import { QUEUE_MESSAGES } from '../../shared/queue-messages.ts';
import { createTestProduct } from '../test/fixtures.ts';
import { createTestApp, createTestUser } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';

type Answer = { status: number; body: { success?: boolean; message?: string; data?: Record<string, unknown>; errors?: Record<string, string[]> } };

describe.each(TEST_DATABASES)('REST queue on %s', (kind) => {
  const db = useTestDatabase(kind);

  async function client(headers: Record<string, string> = {}) {
    const { app } = await createTestApp(db());
    return async (method: string, path: string, body?: unknown): Promise<Answer> => {
      const response = await app.request(path, {
        method,
        headers: { ...headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, body: (await response.json()) as Answer['body'] };
    };
  }

  /** A piece someone else holds for the next 30 minutes. */
  const heldPiece = () =>
    createTestProduct(db().em(), { holdBuyerKind: 'guest', holdBuyerId: nanoid(), holdExpiresAt: new Date(Date.now() + 30 * 60_000) });

  it('lets a guest join with an e-mail, see their place, and leave, through /api/products/{id}/queue', async () => {
    const piece = await heldPiece();
    const guest = await client({ 'X-Guest-ID': nanoid() });
    const joined = await guest('POST', `/api/products/${piece.id}/queue`, { email: 'waiting@example.com' });
    expect(joined).toMatchObject({ status: 200, body: { success: true, data: { place: 1, length: 1, your_turn: false } } });
    expect((await guest('GET', `/api/products/${piece.id}/queue`)).body.data).toMatchObject({ place: 1, length: 1 });
    // A visitor sees the length, and no place.
    expect((await (await client())('GET', `/api/products/${piece.id}/queue`)).body.data).toMatchObject({ place: null, length: 1 });
    expect((await guest('DELETE', `/api/products/${piece.id}/queue`)).body.data).toMatchObject({ place: null, length: 0 });
    expect((await guest('DELETE', `/api/products/${piece.id}/queue`)).status).toBe(404);
  });

  it('asks a guest for an e-mail as a field error, and joins a signed-in user with the account’s', async () => {
    const piece = await heldPiece();
    const guest = await client({ 'X-Guest-ID': nanoid() });
    const refused = await guest('POST', `/api/products/${piece.id}/queue`, {});
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.email).toEqual([QUEUE_MESSAGES.emailRequired]);
    const { token } = await createTestUser(db().em());
    const user = await client({ authorization: `Bearer ${token}` });
    expect((await user('POST', `/api/products/${piece.id}/queue`)).body.data).toMatchObject({ place: 1 });
  });

  it('refuses a queue for a piece that is Available, with 409 and the reason', async () => {
    const piece = await createTestProduct(db().em());
    const refused = await (await client({ 'X-Guest-ID': nanoid() }))('POST', `/api/products/${piece.id}/queue`, { email: 'waiting@example.com' });
    expect(refused).toMatchObject({ status: 409, body: { message: QUEUE_MESSAGES.available } });
  });

  it('shows the owner the queue and lets them clear it; nobody else may', async () => {
    const piece = await heldPiece();
    await (await client({ 'X-Guest-ID': nanoid() }))('POST', `/api/products/${piece.id}/queue`, { email: 'waiting@example.com' });
    const customer = await client({ authorization: `Bearer ${(await createTestUser(db().em())).token}` });
    expect((await customer('GET', `/api/admin/products/${piece.id}/queue`)).status).toBe(403);
    expect((await customer('DELETE', `/api/admin/products/${piece.id}/queue`)).status).toBe(403);
    expect((await (await client())('GET', `/api/admin/products/${piece.id}/queue`)).status).toBe(401);
    const owner = await client({ authorization: `Bearer ${(await createTestUser(db().em(), { role: 'admin' })).token}` });
    const listed = await owner('GET', `/api/admin/products/${piece.id}/queue`);
    expect(listed.body.data).toMatchObject({ entries: [{ place: 1, buyer: { kind: 'guest', email: 'waiting@example.com' } }] });
    const cleared = await owner('DELETE', `/api/admin/products/${piece.id}/queue`);
    expect(cleared.body).toMatchObject({ message: QUEUE_MESSAGES.cleared, data: { entries: [] } });
    const [event] = await db().em().execute<{ kind: string }[]>('select kind from product_events where product_id = ?', [piece.id]);
    expect(event?.kind).toBe('queue-cleared');
  });
});
