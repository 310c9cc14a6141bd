import { imageVariantUrl, PRODUCT_IMAGE_WIDTHS } from '../../../../shared/images.ts';
import type { Em } from '../../../db/orm.ts';
import { ProductImage } from '../../pieces/entities.ts';
import { Order } from '../order.entity.ts';

/** A picture of a piece in a mail: an absolute URL, as mail programs load it from outside the shop. */
export type MailPiece = { name: string; priceCentavos: number; thumbnailUrl: string | null };

export type OrderForMail = { order: Order; pieces: MailPiece[] };

const THUMBNAIL_WIDTH = PRODUCT_IMAGE_WIDTHS[0];

/** The order with its lines and each piece's main picture; null when the order is gone. */
export async function loadOrderForMail(em: Em, orderId: number, origin: string): Promise<OrderForMail | null> {
  const order = await em.findOne(Order, { id: orderId }, { populate: ['items'] });
  if (!order) return null;
  const items = order.items.getItems();
  const productIds = items.flatMap((item) => (item.product ? [item.product.id] : []));
  const images = productIds.length > 0 ? await em.find(ProductImage, { product: { $in: productIds }, position: 0 }) : [];
  const keyOf = new Map(images.map((image) => [image.product.id, image.storageKey]));
  const pieces = items.map((item) => {
    const key = item.product ? keyOf.get(item.product.id) : undefined;
    return { name: item.productName, priceCentavos: item.priceCentavos, thumbnailUrl: key ? `${origin}${imageVariantUrl(key, THUMBNAIL_WIDTH)}` : null };
  });
  return { order, pieces };
}

/** An order's mails are listed on it in Order Management (the mail timeline). */
export const aboutOrder = ({ orderId }: { orderId: number }) => `order:${orderId}`;

/** A subject line from text a buyer typed: one line, whatever they sent. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
