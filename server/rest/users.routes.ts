import { z } from 'zod';
import { AuthOutput, LoginInput, RegisterInput, UserOutput, VerifyEmailInput } from '../../shared/schemas/users.ts';
import { SuccessMessage } from './envelopes.ts';
import { defineRoute } from './route.ts';

export const usersRoutes = [
  defineRoute({
    method: 'post',
    path: '/register',
    summary: 'Create a customer account and start a session',
    tag: 'Auth',
    access: 'public',
    body: RegisterInput,
    response: AuthOutput,
    successStatus: 201,
    rateLimited: true,
    handle: ({ caller, body }) => caller.users.register(body),
  }),
  defineRoute({
    method: 'post',
    path: '/login',
    summary: 'Start a session; the token goes in `Authorization: Bearer <token>`',
    tag: 'Auth',
    access: 'public',
    body: LoginInput,
    response: AuthOutput,
    rateLimited: true,
    handle: ({ caller, body }) => caller.users.login(body),
  }),
  defineRoute({
    method: 'post',
    path: '/logout',
    summary: 'End the current session',
    tag: 'Auth',
    access: 'public',
    response: SuccessMessage,
    handle: async ({ caller }) => {
      await caller.users.logout();
      return { success: true, message: 'Logged out successfully' };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/user',
    summary: 'The signed-in user',
    tag: 'Auth',
    access: 'user',
    response: z.object({ success: z.literal(true), user: UserOutput }),
    handle: async ({ caller }) => ({ success: true, user: await caller.users.me() }),
  }),
  defineRoute({
    method: 'post',
    path: '/verify-email',
    summary: 'Verify the e-mail of an account with the token of the link mailed to it; following a link again answers that it is verified',
    tag: 'Auth',
    access: 'public',
    body: VerifyEmailInput,
    response: SuccessMessage,
    handle: async ({ caller, body }) => ({ success: true, ...(await caller.users.verifyEmail(body)) }),
  }),
  defineRoute({
    method: 'post',
    path: '/verify-email/resend',
    summary: 'Mail the signed-in user a new link to verify their e-mail; 409 once it is verified',
    tag: 'Auth',
    access: 'user',
    response: SuccessMessage,
    rateLimited: true,
    handle: async ({ caller }) => ({ success: true, ...(await caller.users.resendVerification()) }),
  }),
];
