import { setTimeout as sleep } from 'node:timers/promises';
import { DROP_MESSAGES, DROP_OPENING_WAIT_MS, type PublicDropOutput, type UpcomingDropOutput } from '../../../shared/schemas/drops.ts';
import type { Photo } from '../../../shared/schemas/catalog.ts';
import type { Buyer } from '../../buyer.ts';
import type { Em } from '../../db/orm.ts';
import { NotFoundError } from '../../errors.ts';
import { toProductCard } from '../catalog/catalog.service.ts';
import { photoOf } from '../catalog/photo-output.ts';
import { Drop, Product, ProductImage } from '../pieces/entities.ts';
import { readWholeNumberSetting } from '../settings/settings.service.ts';
import { dropStatus, toDropSummary } from './drop-output.ts';

const HOUR_MS = 60 * 60 * 1000;
/** The home page's strip announces a drop this long ahead… */
const STRIP_AHEAD_MS = 7 * 24 * HOUR_MS;
/** …and keeps pointing at it this long after it opened. */
const STRIP_AFTER_MS = 24 * HOUR_MS;

/**
 * The teaser: each piece's card photo and nothing else, neither name nor price nor id. Only pieces
 * still to come (their own `drop_at` in the future) are read, so a live piece is never teased.
 */
async function teaserPhotos(em: Em, drop: Drop, now: Date): Promise<Photo[]> {
  const images = await em.find(
    ProductImage,
    { position: 0, product: { drop: drop.id, dropAt: { $gt: now } } },
    { fields: ['storageKey', 'width', 'height', 'variants'], orderBy: { product: { id: 'asc' } } },
  );
  return images.map(photoOf);
}

/** The drop's opening for confirmed accounts (decision 025) while it is to come or under way; null when the owner turned it off or it is over. */
async function openingOf(em: Em, drop: Drop, now: Date): Promise<PublicDropOutput['opening']> {
  const minutes = await readWholeNumberSetting(em, 'drop_opening_minutes');
  const endsAt = new Date(drop.dropAt.getTime() + minutes * 60_000);
  if (minutes <= 0 || endsAt <= now) return null;
  return { minutes, pieces_per_buyer: await readWholeNumberSetting(em, 'drop_pieces_per_buyer'), ends_at: endsAt.toISOString() };
}

/**
 * A drop's page for `viewer`: its pieces as catalogue cards once each piece's own `drop_at` has
 * passed; before that only the teaser when the owner shows one. A cancelled drop says so and shows none.
 */
async function publicDrop(em: Em, drop: Drop, viewer: Buyer | null, now = new Date()): Promise<PublicDropOutput> {
  const status = dropStatus(drop, now);
  const page = { ...toDropSummary(drop, now), server_time: now.toISOString(), opening: null, teaser: null, products: null };
  if (status === 'Cancelled') return page;
  const opening = await openingOf(em, drop, now);
  if (status === 'Upcoming') return { ...page, opening, teaser: drop.showTeaser ? await teaserPhotos(em, drop, now) : null };
  const pieces = await em.find(Product, { drop: drop.id, dropAt: { $lte: now } }, { populate: ['images'], orderBy: { id: 'asc' } });
  return { ...page, opening, products: pieces.map((piece) => toProductCard(piece, viewer, now)) };
}

/** The drop at `slug`, read from the database (`refresh`) even when this context has it already. */
async function dropAt(em: Em, slug: string, refresh = false): Promise<Drop> {
  const drop = await em.findOne(Drop, { slug }, { refresh });
  if (!drop) throw new NotFoundError(DROP_MESSAGES.notFound);
  return drop;
}

/**
 * A drop's page as `publicDrop` draws it, held until the opening when it is asked for within
 * DROP_OPENING_WAIT_MS of it. Only a timer is held, no database connection; a page that waited reads
 * its drop again, which the owner may have moved or cancelled meanwhile.
 */
export async function publicDropAtOpening(em: Em, slug: string, viewer: Buyer | null): Promise<PublicDropOutput> {
  const drop = await dropAt(em, slug);
  const untilOpening = drop.cancelledAt ? 0 : drop.dropAt.getTime() - Date.now();
  if (untilOpening <= 0 || untilOpening > DROP_OPENING_WAIT_MS) return publicDrop(em, drop, viewer);
  // One millisecond past it: a timer may wake on the opening's millisecond, when the pieces are not yet out.
  await sleep(untilOpening + 1);
  return publicDrop(em, await dropAt(em, slug, true), viewer);
}

/** The strip's drop: the next to open within 7 days, else the one that opened within the last day. */
export async function upcomingDrop(em: Em, now = new Date()): Promise<UpcomingDropOutput> {
  const next =
    (await em.findOne(Drop, { cancelledAt: null, dropAt: { $gt: now, $lte: new Date(now.getTime() + STRIP_AHEAD_MS) } }, { orderBy: { dropAt: 'asc' } })) ??
    (await em.findOne(Drop, { cancelledAt: null, dropAt: { $lte: now, $gt: new Date(now.getTime() - STRIP_AFTER_MS) } }, { orderBy: { dropAt: 'desc' } }));
  return { drop: next ? toDropSummary(next, now) : null, server_time: now.toISOString() };
}
