import { z } from 'zod';
import { AuthOutput, LoginInput, RegisterInput, UserOutput } from '../../shared/schemas/users.ts';
import { defineRoute } from './route.ts';

const SuccessMessage = z.object({ success: z.literal(true), message: z.string() });

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
    handle: ({ caller }) => caller.users.logout(),
  }),
  defineRoute({
    method: 'get',
    path: '/user',
    summary: 'The signed-in user',
    tag: 'Auth',
    access: 'user',
    response: z.object({ success: z.literal(true), user: UserOutput }),
    handle: ({ caller }) => caller.users.me(),
  }),
];
