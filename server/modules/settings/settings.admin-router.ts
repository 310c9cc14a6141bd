import { UpdateSettingInput, UpdateSettingsInput } from '../../../shared/schemas/settings.ts';
import { adminProcedure, createRouter } from '../../trpc/init.ts';
import { readSettings, updateSettings } from './settings.service.ts';

/** The shop settings, all nine keys (docs/product/pieces-and-orders.md "Settings" and max_pieces_per_buyer), as stored text; each write answers them all. */
export const settingsAdminRouter = createRouter({
  getAll: adminProcedure.query(async ({ ctx }) => ({ settings: await readSettings(ctx.em) })),

  update: adminProcedure.input(UpdateSettingInput).mutation(async ({ ctx, input }) => ({ settings: await updateSettings(ctx.em, [input]) })),

  updateAll: adminProcedure.input(UpdateSettingsInput).mutation(async ({ ctx, input }) => ({ settings: await updateSettings(ctx.em, input.settings) })),
});
