import { AdminUserListInput, ChangePasswordInput } from '../../../shared/schemas/users.ts';
import { adminProcedure, createRouter } from '../../trpc/init.ts';
import { rateLimited, userOf } from '../../trpc/rate-limit.ts';
import { changePassword } from './auth.service.ts';
import { listUsers } from './user-management.service.ts';

export const usersAdminRouter = createRouter({
  list: adminProcedure.input(AdminUserListInput).query(({ ctx, input }) => listUsers(ctx.em, input.search)),

  /** Ends all of that user's sessions, the admin's own included when it is their own account. */
  changePassword: adminProcedure
    .input(ChangePasswordInput)
    .use(rateLimited('passwordChange', userOf))
    .mutation(({ ctx, input }) => changePassword(ctx.em, input.id, input.password)),
});
