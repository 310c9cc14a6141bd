import { describe, expect, it } from 'vitest';
import { PRODUCT_FORM_MESSAGES } from '../../../shared/schemas/admin-catalog.ts';
import { adminCallerFor, adminRestClient } from '../../test/admin-fixtures.ts';
import { createTestProduct } from '../../test/fixtures.ts';
import { callerFor } from '../../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { failure, fieldErrorsOf } from '../../test/trpc-failure.ts';
import { Drop, Product } from '../pieces/entities.ts';
import { ProductEvent } from './product-event.entity.ts';

const HOUR = 60 * 60 * 1000;
const PIECE = { name: 'Piña Barong', price: 1500, size: 'l' };

describe.each(TEST_DATABASES)('the admin’s choice of visibility on %s', (kind) => {
  const db = useTestDatabase(kind);

  const eventsOf = async (productId: number) =>
    (await db().em().find(ProductEvent, { product: productId, kind: 'visibility' }, { orderBy: { id: 'asc' } })).map((event) => ({
      actor: event.actorEmail,
      ...event.detail,
    }));

  it('saves a new piece live now by default, as before, and records it', async () => {
    const { caller, user } = await adminCallerFor(db().em());
    const before = Date.now();
    const created = await caller.admin.products.create(PIECE);
    expect(created).toMatchObject({ visibility: 'live', drop: null });
    expect(Date.parse(created.drop_at ?? '')).toBeGreaterThanOrEqual(before);
    expect(await eventsOf(created.id)).toEqual([{ actor: user.email, from: null, to: 'live', drop_at: created.drop_at }]);
    expect((await callerFor(db().em()).catalog.byId({ id: created.id })).name).toBe(PIECE.name);
  });

  it('keeps a Draft to admins: in their list and by id with its visibility, in no shopper’s answer', async () => {
    const { caller } = await adminCallerFor(db().em());
    const draft = await caller.admin.products.create({ ...PIECE, name: 'Draft Sablay', visibility: 'draft' });
    expect(draft).toMatchObject({ visibility: 'draft', drop_at: null });
    expect((await caller.admin.products.list({ search: 'Draft Sablay' })).data).toEqual([expect.objectContaining({ id: draft.id, visibility: 'draft' })]);
    expect(await caller.admin.products.byId({ id: draft.id })).toMatchObject({ id: draft.id, visibility: 'draft' });
    expect((await caller.catalog.list({ search: 'Draft Sablay' })).data).toEqual([]);
    expect((await failure(caller.catalog.byId({ id: draft.id }))).code).toBe('NOT_FOUND');
  });

  it('schedules a piece at a time to come, and refuses a schedule without a time, in the past, or not ISO 8601, with field errors', async () => {
    const { caller } = await adminCallerFor(db().em());
    const dropAt = new Date(Date.now() + HOUR);
    const scheduled = await caller.admin.products.create({ ...PIECE, visibility: 'scheduled', drop_at: dropAt.toISOString() });
    expect(scheduled).toMatchObject({ visibility: 'scheduled', drop_at: dropAt.toISOString() });
    // Manila's 8 PM, written with its offset, is the same instant.
    const manila = await caller.admin.products.create({ ...PIECE, visibility: 'scheduled', drop_at: '2099-11-28T20:00:00+08:00' });
    expect(manila.drop_at).toBe('2099-11-28T12:00:00.000Z');

    const refusal = async (fields: Record<string, string>) => fieldErrorsOf(await failure(caller.admin.products.create({ ...PIECE, ...fields })));
    expect(await refusal({ visibility: 'scheduled' })).toEqual({ drop_at: [PRODUCT_FORM_MESSAGES.dropAtRequired] });
    expect(await refusal({ visibility: 'scheduled', drop_at: new Date(Date.now() - 1000).toISOString() })).toEqual({ drop_at: [PRODUCT_FORM_MESSAGES.dropAtPast] });
    expect(await refusal({ visibility: 'scheduled', drop_at: 'Friday 8 PM' })).toEqual({ drop_at: [PRODUCT_FORM_MESSAGES.dropAtInvalid] });
    expect(await refusal({ visibility: 'hidden' })).toEqual({ visibility: [PRODUCT_FORM_MESSAGES.visibilityInvalid] });
  });

  it('records each change of visibility, from and to, and none for a save that keeps it', async () => {
    const { caller, user } = await adminCallerFor(db().em());
    const piece = await caller.admin.products.create({ ...PIECE, visibility: 'draft' });
    const dropAt = new Date(Date.now() + HOUR).toISOString();
    await caller.admin.products.update({ id: piece.id, ...PIECE, visibility: 'scheduled', drop_at: dropAt });
    await caller.admin.products.update({ id: piece.id, ...PIECE, name: 'Renamed' });
    const live = await caller.admin.products.update({ id: piece.id, ...PIECE, visibility: 'live' });
    // Live again, and live: the time it went live stays.
    expect((await caller.admin.products.update({ id: piece.id, ...PIECE, visibility: 'live' })).drop_at).toBe(live.drop_at);
    expect(await eventsOf(piece.id)).toEqual([
      { actor: user.email, from: null, to: 'draft', drop_at: null },
      { actor: user.email, from: 'draft', to: 'scheduled', drop_at: dropAt },
      { actor: user.email, from: 'scheduled', to: 'live', drop_at: live.drop_at },
    ]);
  });

  it('ends a hold on a piece sent back to Draft', async () => {
    const { caller } = await adminCallerFor(db().em());
    const held = await createTestProduct(db().em(), { holdBuyerKind: 'guest', holdBuyerId: 'guest-holding-0000000', holdExpiresAt: new Date(Date.now() + HOUR) });
    await caller.admin.products.update({ id: held.id, ...PIECE, visibility: 'draft' });
    expect(await db().em().fork().findOneOrFail(Product, held.id)).toMatchObject({ dropAt: null, holdBuyerId: null, holdExpiresAt: null });
  });

  it('keeps a piece in a drop at its drop’s time: shown with the drop, its time refused with a field error, its other fields saved', async () => {
    const em = db().em();
    const { caller } = await adminCallerFor(em);
    const dropAt = new Date(Date.now() + HOUR);
    const drop = em.create(Drop, { slug: `friday-${Date.now()}`, name: 'Friday Drop', dropAt });
    await em.flush();
    const piece = await createTestProduct(em, { dropAt, drop });
    expect(await caller.admin.products.byId({ id: piece.id })).toMatchObject({ visibility: 'scheduled', drop: { id: drop.id, name: 'Friday Drop' } });
    for (const change of [{ visibility: 'draft' }, { visibility: 'live' }, { visibility: 'scheduled', drop_at: new Date(dropAt.getTime() + HOUR).toISOString() }]) {
      expect(fieldErrorsOf(await failure(caller.admin.products.update({ id: piece.id, ...PIECE, ...change })))).toEqual({
        drop_at: [PRODUCT_FORM_MESSAGES.inDrop('Friday Drop')],
      });
    }
    expect(await caller.admin.products.update({ id: piece.id, ...PIECE, name: 'Kept in the drop' })).toMatchObject({
      name: 'Kept in the drop',
      drop_at: dropAt.toISOString(),
    });
    expect(await eventsOf(piece.id)).toEqual([]);
  });

  it('takes visibility and drop_at as REST form fields, and answers admins’ REST reads with them', async () => {
    const { app, send } = await adminRestClient(db());
    const form = new FormData();
    for (const [key, value] of Object.entries({ ...PIECE, name: 'REST Kimona', visibility: 'scheduled', drop_at: new Date(Date.now() + HOUR).toISOString() })) {
      form.append(key, String(value));
    }
    const created = await send('POST', '/products', form);
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: number; visibility: string } };
    expect(data.visibility).toBe('scheduled');
    expect(((await (await send('GET', '/admin/products?search=REST%20Kimona')).json()) as { data: { id: number; visibility: string }[] }).data).toEqual([
      expect.objectContaining({ id: data.id, visibility: 'scheduled' }),
    ]);
    expect(await (await send('GET', `/admin/products/${data.id}`)).json()).toMatchObject({ data: { id: data.id, visibility: 'scheduled' } });
    expect(((await (await app.request('/api/products?search=REST%20Kimona')).json()) as { data: unknown[] }).data).toEqual([]);

    const late = new FormData();
    for (const [key, value] of Object.entries({ ...PIECE, visibility: 'scheduled', drop_at: '2001-01-01T00:00:00Z' })) late.append(key, String(value));
    const refused = await send('POST', '/products', late);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ errors: { drop_at: [PRODUCT_FORM_MESSAGES.dropAtPast] } });
  });
});
