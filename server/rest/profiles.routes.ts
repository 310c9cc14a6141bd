import { z } from 'zod';
import { GuestProfileInput, ProfileOutput } from '../../shared/schemas/profiles.ts';
import { defineRoute } from './route.ts';

const ProfileEnvelope = z.object({ success: z.literal(true), message: z.string().optional(), data: z.object({ profile: ProfileOutput }) });

export const profilesRoutes = (['', '/guest'] as const).flatMap((prefix) => [
  defineRoute({
    method: 'get',
    path: `${prefix}/profile`,
    summary: prefix ? 'The guest’s saved delivery details' : 'The signed-in user’s saved delivery details',
    tag: 'Profiles',
    access: prefix ? 'buyer' : 'user',
    as: prefix ? 'guest' : 'user',
    response: ProfileEnvelope,
    handle: async ({ caller }) => ({ success: true, data: { profile: await caller.profiles.get() } }),
  }),
  defineRoute({
    method: 'post',
    path: `${prefix}/profile`,
    summary: prefix ? 'Save the guest’s delivery details' : 'Save the signed-in user’s delivery details',
    tag: 'Profiles',
    access: prefix ? 'buyer' : 'user',
    as: prefix ? 'guest' : 'user',
    body: GuestProfileInput,
    response: ProfileEnvelope,
    handle: async ({ caller, body }) => ({
      success: true,
      message: 'Profile saved successfully',
      data: { profile: await caller.profiles.save(body) },
    }),
  }),
]);
