import { ANNOUNCEMENT_MESSAGES, type AnnouncementChanges, type AnnouncementFields, type AnnouncementOutput } from '../../../shared/schemas/content.ts';
import type { FilterQuery } from '@mikro-orm/core';
import type { Em } from '../../db/orm.ts';
import { NotFoundError } from '../../errors.ts';
import { Announcement } from './announcement.entity.ts';

function toAnnouncementOutput(announcement: Announcement): AnnouncementOutput {
  return {
    id: announcement.id,
    text: announcement.text,
    is_active: announcement.isActive,
    display_order: announcement.displayOrder,
    button_text: announcement.buttonText ?? null,
    button_link: announcement.buttonLink ?? null,
    background_color: announcement.backgroundColor,
    text_color: announcement.textColor,
    created_at: announcement.createdAt.toISOString(),
    updated_at: announcement.updatedAt.toISOString(),
  };
}

async function announcementsInDisplayOrder(em: Em, where: FilterQuery<Announcement>): Promise<AnnouncementOutput[]> {
  const rows = await em.find(Announcement, where, { orderBy: [{ displayOrder: 'asc' }, { id: 'asc' }] });
  return rows.map(toAnnouncementOutput);
}

/** Active announcements in display order: what the storefront bar rotates through. */
export function listActiveAnnouncements(em: Em): Promise<AnnouncementOutput[]> {
  return announcementsInDisplayOrder(em, { isActive: true });
}

/** Every announcement in display order, for the admin's list (docs/product/pieces-and-orders.md "Announcement"). */
export function listAllAnnouncements(em: Em): Promise<AnnouncementOutput[]> {
  return announcementsInDisplayOrder(em, {});
}

/** The columns for the fields given; a field left out of an update is left alone. */
function columnsOf(input: AnnouncementChanges) {
  return {
    ...(input.text !== undefined && { text: input.text }),
    ...(input.is_active !== undefined && { isActive: input.is_active }),
    ...(input.display_order !== undefined && { displayOrder: input.display_order }),
    ...(input.button_text !== undefined && { buttonText: input.button_text }),
    ...(input.button_link !== undefined && { buttonLink: input.button_link }),
    ...(input.background_color !== undefined && { backgroundColor: input.background_color }),
    ...(input.text_color !== undefined && { textColor: input.text_color }),
  };
}

async function announcementOrFail(em: Em, id: number): Promise<Announcement> {
  const announcement = await em.findOne(Announcement, { id });
  if (!announcement) throw new NotFoundError(ANNOUNCEMENT_MESSAGES.notFound);
  return announcement;
}

export async function getAnnouncement(em: Em, id: number): Promise<AnnouncementOutput> {
  return toAnnouncementOutput(await announcementOrFail(em, id));
}

export async function createAnnouncement(em: Em, input: AnnouncementFields): Promise<AnnouncementOutput> {
  const announcement = em.create(Announcement, { text: input.text, ...columnsOf(input) });
  await em.flush();
  return toAnnouncementOutput(announcement);
}

export async function updateAnnouncement(em: Em, id: number, changes: AnnouncementChanges): Promise<AnnouncementOutput> {
  const announcement = em.assign(await announcementOrFail(em, id), columnsOf(changes));
  await em.flush();
  return toAnnouncementOutput(announcement);
}

/** Activate/Deactivate (docs/product/pieces-and-orders.md "Announcement"). Given `isActive`, the announcement takes it; without, it flips. */
export async function toggleAnnouncement(em: Em, id: number, isActive?: boolean): Promise<AnnouncementOutput> {
  const announcement = await announcementOrFail(em, id);
  announcement.isActive = isActive ?? !announcement.isActive;
  await em.flush();
  return toAnnouncementOutput(announcement);
}

export async function deleteAnnouncement(em: Em, id: number): Promise<void> {
  em.remove(await announcementOrFail(em, id));
  await em.flush();
}
