import { nanoid } from 'nanoid';
import { describe, expect, it } from 'vitest';
import { createTestProduct } from '../test/fixtures.ts';
import { callerFor, createTestApp, createTestUser } from '../test/test-app.ts';
import { TEST_DATABASES, useTestDatabase } from '../test/test-db.ts';

/** Fields only admins' answers carry (design.md §8 "Visibility"): a piece's visibility, its drop time and its drop. */
const ADMIN_ONLY_PRODUCT_FIELDS = ['visibility', 'drop_at', 'drop'];

describe.each(TEST_DATABASES)('admin-only product fields on %s', (kind) => {
  const db = useTestDatabase(kind);

  it('reach admins through admin.products and /api/admin/products, and no one through a shopper’s answer, an admin’s own included', async () => {
    const { user: admin, token } = await createTestUser(db().em(), { role: 'admin' });
    const piece = await createTestProduct(db().em(), { isNewArrival: true });
    const { app } = await createTestApp(db());
    const adminCaller = callerFor(db().em(), { user: admin });
    const keysOf = (output: object) => Object.keys(output);
    const guestId = nanoid();
    await callerFor(db().em(), { guestIdHeader: guestId }).cart.add({ product_id: piece.id });

    const shopperAnswers = [
      await adminCaller.catalog.byId({ id: piece.id }),
      ...(await adminCaller.catalog.list({})).data,
      ...(await adminCaller.catalog.listFull({})).data,
      ...(await adminCaller.catalog.newDrops()),
      ...(await callerFor(db().em(), { guestIdHeader: guestId }).cart.get()).items.map((item) => item.product),
      ((await (await app.request(`/api/products/${piece.id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: object }).data,
    ];
    for (const answer of shopperAnswers) expect(keysOf(answer)).not.toEqual(expect.arrayContaining([expect.stringMatching(new RegExp(`^(${ADMIN_ONLY_PRODUCT_FIELDS.join('|')})$`))]));

    const adminAnswers = [
      await adminCaller.admin.products.byId({ id: piece.id }),
      ...(await adminCaller.admin.products.list({})).data,
      ((await (await app.request(`/api/admin/products/${piece.id}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { data: object }).data,
    ];
    for (const answer of adminAnswers) expect(keysOf(answer)).toEqual(expect.arrayContaining(ADMIN_ONLY_PRODUCT_FIELDS));
  });
});
