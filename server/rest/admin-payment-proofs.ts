import type { Hono } from 'hono';
import { adminOrderProof } from '../modules/admin/admin-orders.service.ts';
import { createContext, type AppDeps } from '../trpc/context.ts';
import { refusalBeforeBody } from './access.ts';
import { toRestError } from './errors.ts';
import { sendProof } from './payment-proofs.ts';

/** Any order's proof of payment, for admins reviewing it: the admin ProofPath of the order JSON. */
export function serveAdminPaymentProofs(rest: Hono, deps: AppDeps): void {
  rest.get('/admin/orders/:id/payment-proof', async (c) => {
    const ctx = await createContext(c, deps, 'api', () => undefined);
    const refusal = refusalBeforeBody('admin', ctx.user);
    if (refusal) return c.json(refusal.body, refusal.status as 401);
    const id = Number(c.req.param('id'));
    if (!Number.isInteger(id) || id <= 0) return c.json({ message: 'Order not found' }, 404);
    try {
      return sendProof(c, await adminOrderProof(ctx.em, deps.storage, id));
    } catch (error) {
      const restError = toRestError(error);
      return c.json(restError.body, restError.status as 404);
    }
  });
}
