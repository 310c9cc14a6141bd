import { z } from 'zod';
import { AdminSettingsOutput, SETTINGS_MESSAGES, SettingValueFields, UpdateSettingsInput } from '../../shared/schemas/settings.ts';
import { defineRoute, withPathFields } from './route.ts';

const SettingsEnvelope = z.object({ success: z.literal(true), message: z.string().optional(), data: AdminSettingsOutput });
const shared = { tag: 'Admin: settings', access: 'admin' as const };

/** The admin settings calls (docs/product/api.md "Settings"): values are stored as text; each answer carries all nine. */
export const settingsAdminRoutes = [
  defineRoute({
    ...shared,
    method: 'get',
    path: '/admin/settings',
    summary: 'All nine shop settings as stored text (the shop’s eight and max_pieces_per_buyer)',
    response: SettingsEnvelope,
    handle: async ({ caller }) => ({ success: true, data: await caller.admin.settings.getAll() }),
  }),
  defineRoute({
    ...shared,
    method: 'put',
    path: '/admin/settings/:key',
    summary: 'Set one setting (each checked by its rule; blank takes its default); an unknown key is a 422',
    body: SettingValueFields,
    response: SettingsEnvelope,
    handle: async ({ caller, body, params }) => ({
      success: true,
      message: SETTINGS_MESSAGES.updated,
      data: await caller.admin.settings.update(withPathFields(body, { key: params.key ?? '' })),
    }),
  }),
  defineRoute({
    ...shared,
    method: 'post',
    path: '/admin/settings',
    summary: 'Set several settings at once (settings: [{key, value}]): all are saved, or none',
    body: UpdateSettingsInput,
    response: SettingsEnvelope,
    handle: async ({ caller, body }) => ({
      success: true,
      message: SETTINGS_MESSAGES.updated,
      data: await caller.admin.settings.updateAll(body),
    }),
  }),
];
