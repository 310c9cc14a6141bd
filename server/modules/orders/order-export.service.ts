import type { Readable } from 'node:stream';
import type { OrderFilters } from '../../../shared/schemas/admin-orders.ts';
import { shopDay } from '../../../shared/shop-time.ts';
import type { Em } from '../../db/orm.ts';
import type { OrderEventDetail } from './order-event.entity.ts';
import { recordOrderEventsWhere, type OrderActor } from './order-events.service.ts';
import { orderWhere } from './order-filters.ts';
import { ordersCsv } from './order-csv.ts';
import { Order } from './order.entity.ts';

/** Orders read per query while the file is written: memory stays flat however many are exported. */
const EXPORT_BATCH = 500;

export type OrderExport = { filename: string; csv: Readable };

/** The filters as the event records them: only those set. */
function filterDetail(filters: OrderFilters): OrderEventDetail {
  return Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== undefined && value !== ''));
}

async function* batchesOf(em: Em, ids: readonly number[]): AsyncGenerator<Order[]> {
  for (let start = 0; start < ids.length; start += EXPORT_BATCH) {
    // A context per batch, so the orders already written are not kept by an identity map.
    const batch = ids.slice(start, start + EXPORT_BATCH);
    yield await em.fork().find(Order, { id: { $in: batch } }, { populate: ['items'], orderBy: { id: 'desc' } });
  }
}

/**
 * The owner's CSV of every order the filters match (all pages), newest order number first. Who
 * exported which orders is recorded first, on each order, in one transaction (design.md §2 "Export"); the
 * file is then written from exactly those orders, a batch at a time, as the reader takes it. An order
 * changed meanwhile is written as it is when its batch is read.
 */
export async function exportOrders(em: Em, actor: OrderActor, filters: OrderFilters, now = new Date()): Promise<OrderExport> {
  const ids = await em.transactional((tx) => recordOrderEventsWhere(tx, actor, orderWhere(filters), { kind: 'exported', detail: filterDetail(filters) }));
  ids.sort((a, b) => b - a);
  return { filename: `ukay-orders-${shopDay(now)}.csv`, csv: ordersCsv(batchesOf(em, ids)) };
}
