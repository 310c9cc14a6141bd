import { z } from 'zod';
import { ANNOUNCEMENT_MESSAGES, AnnouncementChanges, AnnouncementFields, ToggleAnnouncementFields } from '../../shared/schemas/admin-announcements.ts';
import { AnnouncementOutput } from '../../shared/schemas/catalog.ts';
import { defineRoute } from './route.ts';

const AnnouncementEnvelope = z.object({ success: z.literal(true), message: z.string().optional(), data: AnnouncementOutput });
const shared = { tag: 'Admin: announcements', access: 'admin' as const };

/** The admin announcement calls of spec §7; snake_case fields as spec §3 names them. */
export const adminAnnouncementRoutes = [
  defineRoute({
    ...shared,
    method: 'get',
    path: '/admin/announcements',
    summary: 'Every announcement, active or not, in ascending display order',
    response: z.object({ success: z.literal(true), data: z.array(AnnouncementOutput) }),
    handle: async ({ caller }) => ({ success: true, data: await caller.admin.announcements.list() }),
  }),
  defineRoute({
    ...shared,
    method: 'post',
    path: '/admin/announcements',
    summary: 'Create an announcement (defaults: active, order 0, #000000 on #FFFFFF text, no button)',
    body: AnnouncementFields,
    response: AnnouncementEnvelope,
    successStatus: 201,
    handle: async ({ caller, body }) => ({
      success: true,
      message: ANNOUNCEMENT_MESSAGES.created,
      data: await caller.admin.announcements.create(body),
    }),
  }),
  defineRoute({
    ...shared,
    method: 'get',
    path: '/admin/announcements/:id',
    summary: 'One announcement',
    response: AnnouncementEnvelope,
    handle: async ({ caller, params }) => ({ success: true, data: await caller.admin.announcements.byId({ id: params.id ?? '' }) }),
  }),
  defineRoute({
    ...shared,
    method: 'put',
    path: '/admin/announcements/:id',
    summary: 'Change an announcement: only the fields sent change',
    body: AnnouncementChanges,
    response: AnnouncementEnvelope,
    handle: async ({ caller, body, params }) => ({
      success: true,
      message: ANNOUNCEMENT_MESSAGES.updated,
      data: await caller.admin.announcements.update({ ...body, id: params.id ?? '' }),
    }),
  }),
  defineRoute({
    ...shared,
    method: 'delete',
    path: '/admin/announcements/:id',
    summary: 'Delete an announcement',
    response: z.object({ success: z.literal(true), message: z.string() }),
    handle: async ({ caller, params }) => {
      await caller.admin.announcements.delete({ id: params.id ?? '' });
      return { success: true, message: ANNOUNCEMENT_MESSAGES.deleted };
    },
  }),
  defineRoute({
    ...shared,
    method: 'post',
    path: '/admin/announcements/:id/toggle',
    summary: 'Activate or deactivate: takes is_active when sent, else flips it',
    body: ToggleAnnouncementFields,
    response: AnnouncementEnvelope,
    handle: async ({ caller, body, params }) => ({
      success: true,
      message: ANNOUNCEMENT_MESSAGES.statusUpdated,
      data: await caller.admin.announcements.toggle({ ...body, id: params.id ?? '' }),
    }),
  }),
];
