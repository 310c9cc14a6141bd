import { z } from 'zod';
import { GuestProfileInput, ProfileOutput } from '../../shared/schemas/profiles.ts';
import { defineRoute } from './route.ts';

const ProfileEnvelope = z.object({ success: z.literal(true), message: z.string().optional(), data: z.object({ profile: ProfileOutput }) });

/** The same two paths for a user's Bearer session and, under /guest, for the X-Guest-ID (design.md §3). */
export const profilesRoutes = (['', '/guest'] as const).flatMap((prefix) => {
  const shared = {
    path: `${prefix}/profile`,
    tag: 'Profiles',
    access: prefix ? ('buyer' as const) : ('user' as const),
    as: prefix ? ('guest' as const) : ('user' as const),
    response: ProfileEnvelope,
  };
  return [
    defineRoute({
      ...shared,
      method: 'get',
      summary: prefix ? 'The guest’s saved delivery details' : 'The signed-in user’s saved delivery details',
      handle: async ({ caller }) => ({ success: true, data: { profile: await caller.profiles.get() } }),
    }),
    defineRoute({
      ...shared,
      method: 'post',
      summary: prefix ? 'Save the guest’s delivery details' : 'Save the signed-in user’s delivery details',
      body: GuestProfileInput,
      handle: async ({ caller, body }) => ({
        success: true,
        message: 'Profile saved successfully',
        data: { profile: await caller.profiles.save(body) },
      }),
    }),
  ];
});
