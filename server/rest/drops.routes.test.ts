import { afterEach, describe, expect, it, vi } from 'vitest';
import { DROP_MESSAGES, dropPieceRefusal, type DropDetailOutput, type DropOutput, type PublicDropOutput } from '../../shared/schemas/drops.ts';
import { Product } from '../modules/pieces/entities.ts';
import { adminRestClient, pictureFile } from '../test/admin-fixtures.ts';
import { createTestProduct } from '../test/fixtures.ts';
import { createTestUser } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';
import { INVALID_DATA } from './errors.ts';

type DropBody = { success: true; message?: string; data: DropOutput };
type DetailBody = { success: true; message?: string; data: DropDetailOutput };

const HOUR = 3_600_000;

describe.each(TEST_DATABASES)('REST drops on %s', (kind) => {
  const db = useTestDatabase(kind);

  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs a drop from the owner’s calls to the shopper’s page: create with a cover, assign, reschedule, take out, open', async () => {
    const { app, send } = await adminRestClient(db());
    const form = new FormData();
    form.append('name', 'REST night drop');
    form.append('drop_at', new Date(Date.now() + HOUR).toISOString());
    form.append('cover', await pictureFile('cover.png'));
    const created = await send('POST', '/admin/drops', form);
    expect(created.status).toBe(201);
    const { data: drop, message } = (await created.json()) as DropBody;
    expect(message).toBe(DROP_MESSAGES.created);
    expect(drop).toMatchObject({ slug: 'rest-night-drop', status: 'Upcoming', show_teaser: true });

    const pieces = [
      await createTestProduct(db().em(), { name: 'REST coat', dropAt: null, withImage: true }),
      await createTestProduct(db().em(), { name: 'REST boots', dropAt: null, withImage: true }),
    ];
    const assigned = (await (await send('POST', `/admin/drops/${drop.id}/pieces`, { product_ids: pieces.map((piece) => piece.id) })).json()) as DetailBody;
    expect(assigned).toMatchObject({ message: DROP_MESSAGES.piecesAssigned, data: { piece_count: 2 } });

    const later = new Date(Date.parse(drop.drop_at) + HOUR).toISOString();
    const moved = (await (await send('PUT', `/admin/drops/${drop.id}`, { drop_at: later })).json()) as DropBody;
    expect(moved.data.drop_at).toBe(later);
    const rows = await db().em().find(Product, { id: { $in: pieces.map((piece) => piece.id) } });
    expect(rows.map((row) => row.dropAt?.toISOString())).toEqual([later, later]);

    const out = (await (await send('DELETE', `/admin/drops/${drop.id}/pieces/${pieces[1]?.id}`)).json()) as DetailBody;
    expect(out.data.pieces.map((piece) => piece.id)).toEqual([pieces[0]?.id]);
    expect(((await (await send('GET', `/admin/drops/${drop.id}`)).json()) as DetailBody).data.piece_count).toBe(1);
    expect(((await (await send('GET', '/admin/drops')).json()) as { data: DropOutput[] }).data.map((listed) => listed.id)).toContain(drop.id);

    const teaser = (await (await app.request(`/api/drops/${drop.slug}`)).json()) as { data: PublicDropOutput };
    expect(teaser.data).toMatchObject({ products: null, status: 'Upcoming' });
    expect(teaser.data.teaser).toHaveLength(1);
    expect(JSON.stringify(teaser)).not.toContain('REST coat');

    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse(later) + 1000 });
    const open = (await (await app.request(`/api/drops/${drop.slug}`)).json()) as { data: PublicDropOutput };
    expect(open.data.products?.map((product) => product.name)).toEqual(['REST coat']);
    const strip = (await (await app.request('/api/drops/upcoming')).json()) as { data: { drop: { slug: string } | null } };
    expect(strip.data.drop?.slug).toBe(drop.slug);
  });

  it('cancels with DELETE: the pieces go back to Draft and the page says Cancelled', async () => {
    const { app, send } = await adminRestClient(db());
    const { data: drop } = (await (await send('POST', '/admin/drops', { name: 'REST doomed drop', drop_at: new Date(Date.now() + HOUR).toISOString() })).json()) as DropBody;
    const piece = await createTestProduct(db().em(), { name: 'REST hat', dropAt: null });
    await send('POST', `/admin/drops/${drop.id}/pieces`, { product_ids: [piece.id] });

    const cancelled = (await (await send('DELETE', `/admin/drops/${drop.id}`)).json()) as DropBody;
    expect(cancelled).toMatchObject({ message: DROP_MESSAGES.cancelledDone, data: { status: 'Cancelled' } });
    expect(await db().em().findOneOrFail(Product, { id: piece.id })).toMatchObject({ drop: null, dropAt: null });
    expect(((await (await app.request(`/api/drops/${drop.slug}`)).json()) as { data: PublicDropOutput }).data.status).toBe('Cancelled');
  });

  it('answers bad input with 422 and field errors, a live piece with its reason, an unknown drop with 404', async () => {
    const { app, send } = await adminRestClient(db());
    const refused = await send('POST', '/admin/drops', { name: '', slug: 'Bad Slug', drop_at: 'tomorrow' });
    expect(refused.status).toBe(422);
    expect(await refused.json()).toEqual({
      message: INVALID_DATA,
      errors: { name: [DROP_MESSAGES.nameRequired], slug: [DROP_MESSAGES.slugInvalid], drop_at: [DROP_MESSAGES.dropAtInvalid] },
    });

    const { data: drop } = (await (await send('POST', '/admin/drops', { name: 'REST strict drop', drop_at: new Date(Date.now() + HOUR).toISOString() })).json()) as DropBody;
    const livePiece = await createTestProduct(db().em(), { name: 'REST live shirt', dropAt: new Date(Date.now() - HOUR) });
    const liveRefused = await send('POST', `/admin/drops/${drop.id}/pieces`, { product_ids: [livePiece.id] });
    expect(liveRefused.status).toBe(422);
    expect(((await liveRefused.json()) as { errors: unknown }).errors).toEqual({ product_ids: [dropPieceRefusal.live('REST live shirt')] });
    const taken = await send('POST', '/admin/drops', { name: 'Another', slug: drop.slug, drop_at: new Date(Date.now() + HOUR).toISOString() });
    expect(((await taken.json()) as { errors: unknown }).errors).toEqual({ slug: [DROP_MESSAGES.slugTaken] });

    const unknown = await app.request('/api/drops/never-announced');
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: DROP_MESSAGES.notFound });
  });

  it('keeps every admin drop path to admins', async () => {
    const { app } = await adminRestClient(db());
    const { token } = await createTestUser(db().em());
    const paths: [string, string][] = [
      ['GET', '/admin/drops'],
      ['POST', '/admin/drops'],
      ['GET', '/admin/drops/1'],
      ['PUT', '/admin/drops/1'],
      ['DELETE', '/admin/drops/1'],
      ['POST', '/admin/drops/1/pieces'],
      ['DELETE', '/admin/drops/1/pieces/1'],
    ];
    for (const [method, path] of paths) {
      expect((await app.request(`/api${path}`, { method })).status).toBe(401);
      expect((await app.request(`/api${path}`, { method, headers: { authorization: `Bearer ${token}` } })).status).toBe(403);
    }
  });
});
