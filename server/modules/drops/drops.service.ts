import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { PRODUCT_IMAGE_WIDTHS } from '../../../shared/images.ts';
import { DROP_MESSAGES, type DropChanges, type DropDetailOutput, type DropFields, type DropOutput, type DropPieceOutput } from '../../../shared/schemas/drops.ts';
import type { Em } from '../../db/orm.ts';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.ts';
import { deleteImageVariants, storeImageVariants } from '../../images/image-variants.ts';
import type { Storage } from '../../storage/storage.ts';
import { pieceChange, publishLive } from '../pieces/pieces.ts';
import { Drop, Product } from '../pieces/entities.ts';
import type { MailOutbox } from '../mail/mail-kind.ts';
import { planDropOpenedPush } from './drop-opened-push.ts';
import { hasOpened, pieceCounts, toDropOutput, toDropPiece } from './drop-output.ts';
import { firstFreeSlug, slugFromName } from './drop-slug.ts';

const DRAFT_PICKER_LIMIT = 50;

/** The drop under a write lock, so that its pieces and time change together with no other write between. */
export async function lockedDrop(tx: Em, id: number): Promise<Drop> {
  const drop = await tx.findOne(Drop, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
  if (!drop) throw new NotFoundError(DROP_MESSAGES.notFound);
  return drop;
}

/** A cancelled drop is kept for the record only; nothing about it changes any more. */
export function assertNotCancelled(drop: Drop): void {
  if (drop.cancelledAt) throw new ConflictError(DROP_MESSAGES.cancelled);
}

function assertFuture(dropAt: Date, now: Date): void {
  if (dropAt.getTime() <= now.getTime()) throw new ValidationError({ drop_at: [DROP_MESSAGES.dropAtPast] });
}

/** The drop's pieces under a write lock, in the order the owner added them. */
function lockedPiecesOf(tx: Em, drop: Drop): Promise<Product[]> {
  return tx.find(Product, { drop: drop.id }, { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { id: 'asc' } });
}

/**
 * Pieces in a drop are not in the shop before it opens, and a piece taken out (or a cancelled drop's)
 * is a Draft: none of these changes shows a piece to shoppers, so every screen is told it is not listed.
 */
export function publishUnlisted(tx: Em, pieces: Product[]): Promise<void> {
  return publishLive(tx, pieces.map((piece) => pieceChange(piece, { listed: false })));
}

async function assertSlugFree(em: Em, slug: string, id: number | null): Promise<void> {
  const taken = await em.count(Drop, { slug, ...(id !== null && { id: { $ne: id } }) });
  if (taken > 0) throw new ValidationError({ slug: [DROP_MESSAGES.slugTaken] });
}

/** The address given must be free; one made from the name takes the first free `-2`, `-3`… */
async function slugFor(em: Em, input: DropFields): Promise<string> {
  if (input.slug) {
    await assertSlugFree(em, input.slug, null);
    return input.slug;
  }
  const base = slugFromName(input.name);
  if (!base) throw new ValidationError({ slug: [DROP_MESSAGES.slugFromNameEmpty] });
  const alike = await em.find(Drop, { slug: { $like: `${base}%` } }, { fields: ['slug'] });
  return firstFreeSlug(base, new Set(alike.map((drop) => drop.slug)));
}

/** The cover is stored as product photos are: checked by its bytes, one WebP per width. */
async function storeCover(storage: Storage, file: File | undefined): Promise<string | null> {
  if (!file) return null;
  const { key } = await storeImageVariants(storage, Buffer.from(await file.arrayBuffer()), { prefix: 'drops', widths: PRODUCT_IMAGE_WIDTHS, field: 'cover' });
  return key;
}

/** Never throws: a file left behind costs disk space, not correctness. */
async function discardCover(storage: Storage, key: string | null | undefined): Promise<void> {
  if (key) await deleteImageVariants(storage, key, PRODUCT_IMAGE_WIDTHS).catch(() => undefined);
}

/** Two saves raced for one address and this one lost: the database's unique index decided. */
function slugRaceAsFieldError(error: unknown): unknown {
  return error instanceof UniqueConstraintViolationException ? new ValidationError({ slug: [DROP_MESSAGES.slugTaken] }) : error;
}

export async function createDrop(em: Em, storage: Storage, outbox: MailOutbox, input: DropFields, now = new Date()): Promise<DropOutput> {
  assertFuture(input.drop_at, now);
  const slug = await slugFor(em, input);
  const coverKey = await storeCover(storage, input.cover);
  try {
    const drop = await em.transactional(async (tx) => {
      const drop = tx.create(Drop, {
        slug,
        name: input.name,
        description: input.description,
        coverKey,
        dropAt: input.drop_at,
        showTeaser: input.show_teaser,
      });
      await tx.flush();
      await planDropOpenedPush(tx, outbox, drop);
      return drop;
    });
    return toDropOutput(drop, 0, now);
  } catch (error) {
    await discardCover(storage, coverKey);
    throw slugRaceAsFieldError(error);
  }
}

/**
 * Changes the fields sent. A new time reschedules the drop and moves every piece's `drop_at` with it in
 * the same transaction, so no piece is ever seen at another time than its drop's; only before it opens.
 * A replaced cover is removed once the change is committed.
 */
export async function updateDrop(em: Em, storage: Storage, outbox: MailOutbox, id: number, changes: DropChanges, now = new Date()): Promise<DropOutput> {
  const coverKey = await storeCover(storage, changes.cover);
  try {
    const { drop, replacedCover, count } = await em.transactional(async (tx) => {
      const drop = await lockedDrop(tx, id);
      assertNotCancelled(drop);
      if (changes.slug !== undefined && changes.slug !== drop.slug) await assertSlugFree(tx, changes.slug, id);
      if (changes.drop_at && changes.drop_at.getTime() !== drop.dropAt.getTime()) {
        await reschedule(tx, drop, changes.drop_at, now);
        await planDropOpenedPush(tx, outbox, drop);
      }
      const replacedCover = coverKey ? drop.coverKey : null;
      tx.assign(drop, {
        ...(changes.name !== undefined && { name: changes.name }),
        ...(changes.slug !== undefined && { slug: changes.slug }),
        ...(changes.description !== undefined && { description: changes.description }),
        ...(changes.show_teaser !== undefined && { showTeaser: changes.show_teaser }),
        ...(coverKey && { coverKey }),
      });
      await tx.flush();
      return { drop, replacedCover, count: (await pieceCounts(tx, [id])).get(id) ?? 0 };
    });
    await discardCover(storage, replacedCover);
    return toDropOutput(drop, count, now);
  } catch (error) {
    await discardCover(storage, coverKey);
    throw slugRaceAsFieldError(error);
  }
}

async function reschedule(tx: Em, drop: Drop, dropAt: Date, now: Date): Promise<void> {
  if (hasOpened(drop, now)) throw new ConflictError(DROP_MESSAGES.alreadyOpen);
  assertFuture(dropAt, now);
  drop.dropAt = dropAt;
  const pieces = await lockedPiecesOf(tx, drop);
  for (const piece of pieces) piece.dropAt = dropAt;
  await tx.flush();
  await publishUnlisted(tx, pieces);
}

/**
 * Cancels a drop before it opens: its pieces go back to Draft (out of the drop, no time) and the drop
 * stays, marked, for the record. Cancelling a cancelled drop changes nothing.
 */
export async function cancelDrop(em: Em, id: number, now = new Date()): Promise<DropOutput> {
  const drop = await em.transactional(async (tx) => {
    const drop = await lockedDrop(tx, id);
    if (drop.cancelledAt) return drop;
    if (hasOpened(drop, now)) throw new ConflictError(DROP_MESSAGES.alreadyOpen);
    const pieces = await lockedPiecesOf(tx, drop);
    for (const piece of pieces) tx.assign(piece, { drop: null, dropAt: null });
    drop.cancelledAt = now;
    await tx.flush();
    await publishUnlisted(tx, pieces);
    return drop;
  });
  return toDropOutput(drop, 0, now);
}

/** Every drop, the latest time first, with how many pieces each holds. */
export async function listDrops(em: Em, now = new Date()): Promise<DropOutput[]> {
  const drops = await em.find(Drop, {}, { orderBy: [{ dropAt: 'desc' }, { id: 'desc' }] });
  const counts = await pieceCounts(em, drops.map((drop) => drop.id));
  return drops.map((drop) => toDropOutput(drop, counts.get(drop.id) ?? 0, now));
}

export async function dropDetail(em: Em, id: number, now = new Date()): Promise<DropDetailOutput> {
  const drop = await em.findOne(Drop, { id });
  if (!drop) throw new NotFoundError(DROP_MESSAGES.notFound);
  const pieces = await em.find(Product, { drop: id }, { populate: ['images'], orderBy: { id: 'asc' } });
  return { ...toDropOutput(drop, pieces.length, now), pieces: pieces.map(toDropPiece) };
}

/** The picker's choice: unsold Draft pieces (no time yet), newest first, found by name or SKU. */
export async function listDraftPieces(em: Em, search: string | undefined): Promise<DropPieceOutput[]> {
  const pattern = search ? `%${search.replace(/[\\%_]/g, (character) => `\\${character}`)}%` : null;
  const pieces = await em.find(
    Product,
    {
      dropAt: null,
      status: 'Available',
      ...(pattern && { $or: [{ name: { $ilike: pattern } }, { sku: { $ilike: pattern } }] }),
    },
    { populate: ['images'], orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], limit: DRAFT_PICKER_LIMIT },
  );
  return pieces.map(toDropPiece);
}
