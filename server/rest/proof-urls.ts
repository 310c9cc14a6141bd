/**
 * Where the browser loads an order's proof of payment from: an order's `payment_proof` (docs/product/pieces-and-orders.md "Order") is this URL. The
 * paths are the ones the order routes serve; the builders complete the orders routers' answers, so the
 * domain never knows a URL. A leaf with no imports, which those routers may use without pulling in REST.
 */
export const USER_PROOF_PATH = '/orders/:id/payment-proof';
export const GUEST_PROOF_PATH = '/guest-orders/:id/payment-proof';
export const ADMIN_PROOF_PATH = '/admin/orders/:id/payment-proof';

/** The REST app is mounted at /api (server/app.ts). */
const urlOf = (path: string, orderId: number) => `/api${path.replace(':id', () => String(orderId))}`;

/** A buyer's own proof path: a user's order from the session's, a guest's (no `user`) from the guest's. */
export function buyerProofUrl(order: { id: number; user: object | null }): string {
  return urlOf(order.user ? USER_PROOF_PATH : GUEST_PROOF_PATH, order.id);
}

/** Admins fetch any order's proof from their own path; buyers' paths only ever show their own. */
export function adminProofUrl(order: { id: number }): string {
  return urlOf(ADMIN_PROOF_PATH, order.id);
}
