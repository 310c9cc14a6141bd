import { describe, expect, it } from 'vitest';
import { adminCallerFor, createTestOrder, pictureFile } from '../../test/admin-fixtures.ts';
import { failCommitsOn } from '../../test/failing-commit.ts';
import { createTestProduct, LIVE_SINCE_EVER } from '../../test/fixtures.ts';
import { useLiveChanges, withoutEventIds } from '../../test/live-changes.ts';
import { TEST_DATABASES, useTestDatabase } from '../../test/test-db.ts';
import { failure } from '../../test/trpc-failure.ts';
import type { PieceChange } from '../pieces/pieces.ts';

const HOUR = 60 * 60 * 1000;

/** A piece as the admin's writes publish it, unless told otherwise: Available, no holder, listed, not edited. */
function piece(id: number, change: Partial<PieceChange> = {}): PieceChange {
  return { type: 'piece', id, status: 'Available', holder: null, holdExpiresAt: null, dropAt: LIVE_SINCE_EVER.toISOString(), listed: true, edited: false, ...change };
}

describe.each(TEST_DATABASES)('live changes of the admin product writes on %s', (kind) => {
  const db = useTestDatabase(kind);
  const live = useLiveChanges(db);

  const admin = async () => (await adminCallerFor(db().em())).caller.admin.products;

  it('publishes a new piece as listed and edited, and each save of it as edited', async () => {
    const products = await admin();
    const created = await products.create({ name: 'Capiz Shell Vest', price: 900, size: 'm', image: await pictureFile() });
    // Live now: from the save's own clock on.
    const liveSince = created.drop_at;
    expect(withoutEventIds(await live().take())).toEqual([piece(created.id, { edited: true, dropAt: liveSince })]);

    // A new photo, and none: each is an edit that screens showing the piece fetch again.
    await products.update({ id: created.id, name: 'Capiz Shell Vest', price: 850, size: 'm', image: await pictureFile('new.png', '#123456') });
    await products.update({ id: created.id, name: 'Capiz Shell Vest', price: 850, size: 'm' });
    expect(withoutEventIds(await live().take())).toEqual([piece(created.id, { edited: true, dropAt: liveSince }), piece(created.id, { edited: true, dropAt: liveSince })]);
  });

  it('publishes an edit of a held piece with its holder and expiry, as the hub needs them', async () => {
    const holdExpiresAt = new Date(Date.now() + HOUR);
    const held = await createTestProduct(db().em(), { holdBuyerKind: 'guest', holdBuyerId: 'guest-holding-0000000', holdExpiresAt });
    await (await admin()).update({ id: held.id, name: 'Renamed', price: 500, size: 'm' });
    expect(withoutEventIds(await live().take())).toEqual([
      piece(held.id, { holder: { kind: 'guest', id: 'guest-holding-0000000' }, holdExpiresAt: holdExpiresAt.toISOString(), edited: true }),
    ]);
  });

  it('publishes a live piece sent back to Draft as one that was live, so shoppers’ screens drop it, and later saves of the Draft without that', async () => {
    const product = await createTestProduct(db().em());
    const products = await admin();
    await products.update({ id: product.id, name: 'Piña Terno', price: 500, size: 'm', visibility: 'draft' });
    await products.update({ id: product.id, name: 'Piña Terno', price: 550, size: 'm' });
    expect(withoutEventIds(await live().take())).toEqual([
      piece(product.id, { edited: true, dropAt: null, wasLive: true }),
      piece(product.id, { edited: true, dropAt: null }),
    ]);
  });

  it('publishes a deleted piece as no longer listed', async () => {
    const product = await createTestProduct(db().em());
    await (await admin()).delete({ id: product.id });
    expect(withoutEventIds(await live().take())).toEqual([piece(product.id, { listed: false })]);
  });

  it('publishes a restocked piece as Available with no holder: a returned one, and a held one', async () => {
    const returned = await createTestProduct(db().em(), { status: 'Sold' });
    await createTestOrder(db().em(), { products: [returned], status: 'delivered' });
    const held = await createTestProduct(db().em(), { holdBuyerKind: 'user', holdBuyerId: '7', holdExpiresAt: new Date(Date.now() + HOUR) });
    const products = await admin();
    await products.restock({ id: returned.id });
    await products.restock({ id: held.id });
    expect(withoutEventIds(await live().take())).toEqual([piece(returned.id), piece(held.id)]);
  });

  it('publishes nothing for a refused write', async () => {
    const product = await createTestProduct(db().em(), { status: 'Pending' });
    await createTestOrder(db().em(), { products: [product], status: 'pending' });
    const products = await admin();
    expect((await failure(products.delete({ id: product.id }))).code).toBe('CONFLICT');
    expect((await failure(products.restock({ id: product.id }))).code).toBe('CONFLICT');
    expect(await live().take()).toEqual([]);
  });

  it('publishes nothing when the write rolls back after publishing', async () => {
    const products = await admin();
    const existing = await createTestProduct(db().em(), { status: 'Sold' });
    const undo = await failCommitsOn(db().em(), 'products');
    try {
      await expect(products.create({ name: 'Never Saved', price: 100, size: 's' })).rejects.toThrow();
      await expect(products.update({ id: existing.id, name: 'Never Renamed', price: 100, size: 's' })).rejects.toThrow();
      await expect(products.restock({ id: existing.id })).rejects.toThrow();
      await expect(products.delete({ id: existing.id })).rejects.toThrow();
    } finally {
      await undo();
    }
    expect(await live().take()).toEqual([]);
    // The same writes publish once they commit.
    await products.restock({ id: existing.id });
    expect(withoutEventIds(await live().take())).toEqual([piece(existing.id)]);
  });
});
