import { PushDeviceIdInput, PushSubscribeInput } from '../../../shared/schemas/push.ts';
import { adminProcedure, createRouter } from '../../trpc/init.ts';
import { listPushDevices, removePushDevice, subscribePushDevice, testPushDevice } from './push-devices.service.ts';

/** The owner's devices that buzz on news (docs/product/screens.md "Shop Settings and hero slides"). */
export const pushAdminRouter = createRouter({
  devices: adminProcedure.query(({ ctx }) => listPushDevices(ctx.em, ctx.user.id)),

  subscribe: adminProcedure.input(PushSubscribeInput).mutation(({ ctx, input }) => subscribePushDevice(ctx.em, ctx.user.id, input)),

  remove: adminProcedure.input(PushDeviceIdInput).mutation(({ ctx, input }) => removePushDevice(ctx.em, ctx.user.id, input.id)),

  test: adminProcedure.input(PushDeviceIdInput).mutation(({ ctx, input }) => testPushDevice(ctx.em, ctx.mail, ctx.user.id, input.id)),
});
