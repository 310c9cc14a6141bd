import { createRouter, publicProcedure } from '../../trpc/init.ts';
import { readPublicSettings } from './settings.service.ts';

export const settingsRouter = createRouter({
  /** The settings a shopper's screens need (fees, hold time, payment texts); never the whole table. */
  get: publicProcedure.query(({ ctx }) => readPublicSettings(ctx.em)),
});
