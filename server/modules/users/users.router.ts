import {
  EMAIL_VERIFICATION_MESSAGES,
  LoginInput,
  PASSWORD_RESET_MESSAGES,
  RegisterInput,
  RequestPasswordResetInput,
  ResetPasswordInput,
  VerifyEmailInput,
} from '../../../shared/schemas/users.ts';
import { GuestId } from '../../../shared/schemas/guest.ts';
import type { Context } from '../../trpc/context.ts';
import { createRouter, publicProcedure, userProcedure } from '../../trpc/init.ts';
import { emailAtAddressOf, emailOf, rateLimited, slowedWhenGuessed, userOf } from '../../trpc/rate-limit.ts';
import { authenticate, registerUser, toUserOutput } from './auth.service.ts';
import { resendVerification, verifyEmail } from './email-verification.service.ts';
import { requestPasswordReset, resetPassword } from './password-reset.service.ts';
import { createSession, invalidateSession } from './session.service.ts';
import type { User } from './user.entity.ts';

/**
 * Starts a session: browsers get the cookie, API clients get the token in the answer. A guest who
 * signs in keeps their cart (and the pieces listed in `cart_items` at registration, docs/product/api.md "Auth").
 */
async function signIn(ctx: Context, user: User, cartItems: number[] = []) {
  const guestId = GuestId.safeParse(ctx.guestIdHeader ?? undefined);
  if (guestId.success || cartItems.length > 0) {
    await ctx.adoptGuestCart(ctx.em, guestId.success ? guestId.data : null, user, cartItems, ctx.mail);
  }
  const session = await createSession(ctx.em, user);
  if (ctx.client === 'browser') {
    ctx.sessionCookie.set(session.token, session.expiresAt);
    return { user: toUserOutput(user) };
  }
  return { user: toUserOutput(user), token: session.token };
}

export const usersRouter = createRouter({
  register: publicProcedure
    .input(RegisterInput)
    .use(rateLimited('register', emailOf))
    .mutation(async ({ ctx, input }) => {
      const user = await registerUser(ctx.em, ctx.mail, input);
      return signIn(ctx, user, input.cart_items);
    }),

  /**
   * Failed attempts add up against an account at one address (signing in clears them there), and
   * slow the account everywhere once there are many (decision 010).
   */
  login: publicProcedure
    .input(LoginInput)
    .use(rateLimited('login', emailAtAddressOf, { clearAccountOnSuccess: true }))
    .use(slowedWhenGuessed(emailOf))
    .mutation(async ({ ctx, input }) => {
      const user = await authenticate(ctx.em, input);
      return signIn(ctx, user);
    }),

  /**
   * /forgot-password. The same answer whether an account uses the email or not; counted per address
   * and per email like sign-up, so nobody can flood an inbox with reset mails.
   */
  requestPasswordReset: publicProcedure
    .input(RequestPasswordResetInput)
    .use(rateLimited('passwordReset', emailOf))
    .mutation(async ({ ctx, input }) => {
      await requestPasswordReset(ctx.em, ctx.mail, input.email);
      return { message: PASSWORD_RESET_MESSAGES.sent };
    }),

  /** /reset-password?token=…: sets the new password, ends every session of the account and signs this client in. */
  resetPassword: publicProcedure
    .input(ResetPasswordInput)
    .use(rateLimited('passwordReset', () => null))
    .mutation(async ({ ctx, input }) => signIn(ctx, await resetPassword(ctx.em, ctx.mail, input))),

  /**
   * /verify-email?token=…: open to anyone, since the link may be opened on a device that is not signed
   * in. Not counted: the token is 160 random bits, a wrong one costs a hash and a lookup by primary
   * key, and a per-address limit would refuse shoppers who share a carrier's address just as a drop
   * brings sign-ups.
   */
  verifyEmail: publicProcedure
    .input(VerifyEmailInput)
    .mutation(async ({ ctx, input }) => ({ message: EMAIL_VERIFICATION_MESSAGES[await verifyEmail(ctx.em, input.token)] })),

  /** "Send the link again": counted per address and per account like reset mails, so nobody floods an inbox. */
  resendVerification: userProcedure.use(rateLimited('emailVerification', userOf)).mutation(async ({ ctx }) => {
    await resendVerification(ctx.em, ctx.mail, ctx.user.id);
    return { message: EMAIL_VERIFICATION_MESSAGES.sent };
  }),

  /** Ends this session only; always succeeds so a client can clear its state whatever happens. */
  logout: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.sessionToken) await invalidateSession(ctx.em, ctx.sessionToken);
    ctx.sessionCookie.clear();
  }),

  /**
   * The browser's session restore (docs/product/pieces-and-orders.md "Session"): never an error, just
   * no user when signed out, and why, when the server ended the session it still carried.
   */
  session: publicProcedure.query(({ ctx }) => ({ user: ctx.user ? toUserOutput(ctx.user) : null, ended: ctx.user ? null : ctx.sessionEnded })),

  me: userProcedure.query(({ ctx }) => toUserOutput(ctx.user)),
});
