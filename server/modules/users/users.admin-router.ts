import { ChangePasswordInput } from '../../../shared/schemas/users.ts';
import { adminProcedure, createRouter } from '../../trpc/init.ts';
import { rateLimited, userOf } from '../../trpc/rate-limit.ts';
import { changePassword } from './auth.service.ts';

/** Manage Users' account actions; its list, which shows each user's profile, is profiles' (user-directory.admin-router.ts). */
export const usersAdminRouter = createRouter({
  /**
   * Ends all of that user's sessions. An admin changing their own password in the browser is signed
   * in again there (a new session cookie), so the dashboard carries on instead of dying on
   * "Unauthenticated."; their other browsers and tokens are signed out. An API client's own token
   * ends too: it signs in again with the new password. Another user's browser is told at login that
   * the shop changed the password (audit C-19).
   */
  changePassword: adminProcedure
    .input(ChangePasswordInput)
    .use(rateLimited('passwordChange', userOf))
    .mutation(async ({ ctx, input }) => {
      const own = input.id === ctx.user.id;
      const session = await changePassword(ctx.em, ctx.mail, input.id, input.password, { signInAgain: own && ctx.client === 'browser', byShop: !own });
      if (session) ctx.sessionCookie.set(session.token, session.expiresAt);
    }),
});
