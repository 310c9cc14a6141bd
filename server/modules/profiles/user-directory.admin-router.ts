import { AdminUserListInput } from '../../../shared/schemas/users.ts';
import { adminProcedure, createRouter } from '../../trpc/init.ts';
import { listUsers } from './user-directory.service.ts';

/**
 * Manage Users' list: each account with the delivery details of its profile. It lives with the
 * profiles, which know their users, and joins the users' admin router at the root (`admin.users`).
 */
export const userDirectoryAdminRouter = createRouter({
  list: adminProcedure.input(AdminUserListInput).query(({ ctx, input }) => listUsers(ctx.em, input.search)),
});
