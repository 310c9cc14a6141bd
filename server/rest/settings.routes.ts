import { z } from 'zod';
import { PublicSettingsOutput } from '../../shared/schemas/settings.ts';
import { defineRoute } from './route.ts';

export const settingsRoutes = [
  defineRoute({
    method: 'get',
    path: '/settings',
    summary: 'Public shop settings (fees, thresholds, checkout texts)',
    tag: 'Settings',
    access: 'public',
    response: z.object({ data: PublicSettingsOutput }),
    handle: async ({ caller }) => ({ data: await caller.settings.get() }),
  }),
];
