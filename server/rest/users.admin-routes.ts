import { ADMIN_USER_MESSAGES, AdminUserListInput, AdminUserListOutput, ChangePasswordFields } from '../../shared/schemas/users.ts';
import { SuccessMessage } from './envelopes.ts';
import { defineRoute, nonEmpty, withPathFields } from './route.ts';

const shared = { tag: 'Admin: users', access: 'admin' as const };

/** The admin user calls (docs/product/api.md "Users"); the list answers the `{users}` envelope of design.md §3. */
export const usersAdminRoutes = [
  defineRoute({
    ...shared,
    method: 'get',
    path: '/admin/users',
    summary: 'Users by name with their profile address; ?search= matches name, email or Instagram username',
    query: AdminUserListInput,
    response: AdminUserListOutput,
    handle: ({ caller, query }) => caller.admin.users.list(nonEmpty(query)),
  }),
  defineRoute({
    ...shared,
    method: 'post',
    path: '/admin/users/:id/change-password',
    summary: 'Set a user’s password (at least 8 characters, confirmed); ends all of their sessions',
    body: ChangePasswordFields,
    response: SuccessMessage,
    rateLimited: true,
    handle: async ({ caller, body, params }) => {
      await caller.admin.users.changePassword(withPathFields(body, { id: params.id ?? '' }));
      return { success: true, message: ADMIN_USER_MESSAGES.passwordUpdated };
    },
  }),
];
