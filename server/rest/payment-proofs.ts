import type { Context as HonoContext, Hono } from 'hono';
import { GuestId } from '../../shared/schemas/guest.ts';
import { userBuyer, type Buyer } from '../buyer.ts';
import { orderProof } from '../modules/orders/orders.service.ts';
import type { StoredObject } from '../storage/storage.ts';
import { createContext, type AppDeps } from '../trpc/context.ts';
import { toRestError } from './errors.ts';

type BuyerOf = (c: HonoContext, deps: AppDeps) => Promise<{ buyer: Buyer | null; em: Parameters<typeof orderProof>[0] }>;

const sessionBuyer: BuyerOf = async (c, deps) => {
  const ctx = await createContext(c, deps, 'api', () => undefined);
  return { buyer: ctx.user ? userBuyer(ctx.user.id) : null, em: ctx.em };
};

const guestBuyer: BuyerOf = (c, deps) => {
  const guestId = GuestId.safeParse(c.req.header('X-Guest-ID'));
  return Promise.resolve({ buyer: guestId.success ? { kind: 'guest', id: guestId.data } : null, em: deps.orm.em.fork() });
};

/** Proofs of payment are personal data: never cached by shared caches, never sniffed into anything but an image. */
export function sendProof(c: HonoContext, proof: StoredObject): Response {
  return c.body(new Uint8Array(proof.body), 200, {
    'Content-Type': proof.contentType,
    'Cache-Control': 'private, no-store',
    'X-Content-Type-Options': 'nosniff',
  });
}

/** Each buyer's proofs, to that buyer only (admins have their own path: admin-payment-proofs.ts). */
export function servePaymentProofs(rest: Hono, deps: AppDeps): void {
  const serve = (buyerOf: BuyerOf) => async (c: HonoContext) => {
    const { buyer, em } = await buyerOf(c, deps);
    if (!buyer) return c.json({ message: 'Unauthenticated.' }, 401);
    const id = Number(c.req.param('id'));
    if (!Number.isInteger(id) || id <= 0) return c.json({ message: 'Order not found' }, 404);
    try {
      return sendProof(c, await orderProof(em, deps.storage, buyer, id));
    } catch (error) {
      const restError = toRestError(error);
      return c.json(restError.body, restError.status as 404);
    }
  };
  rest.get('/orders/:id/payment-proof', serve(sessionBuyer));
  rest.get('/guest-orders/:id/payment-proof', serve(guestBuyer));
}
