import { AnnouncementFields, AnnouncementIdInput, ToggleAnnouncementInput, UpdateAnnouncementInput } from '../../../shared/schemas/content.ts';
import { adminProcedure, createRouter } from '../../trpc/init.ts';
import { listAllAnnouncements } from './announcements.service.ts';
import { createAnnouncement, deleteAnnouncement, getAnnouncement, toggleAnnouncement, updateAnnouncement } from './announcements.service.ts';

/** Announcements (docs/product/screens.md "Manage Announcements"): all of them (active or not) in ascending display order. */
export const announcementsAdminRouter = createRouter({
  list: adminProcedure.query(({ ctx }) => listAllAnnouncements(ctx.em)),

  byId: adminProcedure.input(AnnouncementIdInput).query(({ ctx, input }) => getAnnouncement(ctx.em, input.id)),

  create: adminProcedure.input(AnnouncementFields).mutation(({ ctx, input }) => createAnnouncement(ctx.em, input)),

  update: adminProcedure.input(UpdateAnnouncementInput).mutation(({ ctx, input: { id, ...changes } }) => updateAnnouncement(ctx.em, id, changes)),

  toggle: adminProcedure.input(ToggleAnnouncementInput).mutation(({ ctx, input }) => toggleAnnouncement(ctx.em, input.id, input.is_active)),

  delete: adminProcedure.input(AnnouncementIdInput).mutation(async ({ ctx, input }) => {
    await deleteAnnouncement(ctx.em, input.id);
    return { id: input.id };
  }),
});
