import { ORDER_VIEW_LINK_MESSAGES, ViewedOrderOutput } from '../../../shared/schemas/orders.ts';
import type { Em } from '../../db/orm.ts';
import { NotFoundError } from '../../errors.ts';
import { hashOfToken, newSecretToken } from '../users/secret-token.ts';
import { toOrderWithoutProofUrl } from './order-output.ts';
import { OrderViewLink } from './order-view-link.entity.ts';

/** The page a mail's "View your order" opens (client/routes/orders.view.tsx). */
export const ORDER_VIEW_PATH = '/orders/view';

/**
 * A new link to one order, for one mail: 160 random bits, of which only the hash is stored. It opens
 * that order read-only on any device, with no account or guest id (the mail is the proof of who it is for).
 */
export async function createOrderViewLink(em: Em, orderId: number, origin: string): Promise<string> {
  const token = newSecretToken();
  await em.insert(OrderViewLink, { tokenHash: hashOfToken(token), order: orderId, createdAt: new Date() });
  return `${origin}${ORDER_VIEW_PATH}?token=${token}`;
}

/** The id of the order a link opens; a link that opens none is not found. */
export async function orderIdOfViewLink(em: Em, token: string): Promise<number> {
  const link = await em.findOne(OrderViewLink, { tokenHash: hashOfToken(token) }, { fields: ['order'] });
  if (!link) throw new NotFoundError(ORDER_VIEW_LINK_MESSAGES.notFound);
  return link.order.id;
}

/** The order a link opens, as its buyer sees it, without the proof of payment (that stays behind the buyer's own sign-in). */
export async function orderByViewLink(em: Em, token: string): Promise<ViewedOrderOutput> {
  const link = await em.findOne(OrderViewLink, { tokenHash: hashOfToken(token) }, { populate: ['order', 'order.items', 'order.items.product', 'order.user'] });
  if (!link) throw new NotFoundError(ORDER_VIEW_LINK_MESSAGES.notFound);
  return ViewedOrderOutput.parse(toOrderWithoutProofUrl(link.order));
}
