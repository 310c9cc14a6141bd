import { DEFAULT_HOLD_MINUTES } from '../../../shared/constants.ts';
import { paidSql } from '../orders/paid-orders.ts';
import { settingSql } from '../pieces/pieces.ts';

/**
 * The owner's figures, each one statement that PostgreSQL and PGlite run alike. Named parameters
 * (db/named-parameters.ts): `:from` and `:now` bound a span; a span ends at now, so nothing placed
 * after the question is counted.
 */

const PAID = paidSql('o');

/** A moment's Manila day as `YYYY-MM-DD` (UTC+8 all year, as shared/shop-time.ts). */
const manilaDay = (column: string) => `to_char((${column} at time zone 'UTC') + interval '8 hours', 'YYYY-MM-DD')`;

/** Paid orders placed in the span, their revenue, the pieces they sold and the days those took to sell. */
export const SALES_SQL = `
select
  (select count(*) from orders o where ${PAID} and o.created_at >= :from and o.created_at < :now)::int as orders,
  (select coalesce(sum(o.total_centavos), 0) from orders o where ${PAID} and o.created_at >= :from and o.created_at < :now)::float8 as revenue,
  count(oi.id)::int as pieces,
  avg(extract(epoch from o.created_at - greatest(p.created_at, coalesce(p.drop_at, p.created_at))) / 86400)::float8 as days
from order_items oi
join orders o on o.id = oi.order_id
left join products p on p.id = oi.product_id
where ${PAID} and not oi.released and o.created_at >= :from and o.created_at < :now`;

/**
 * The holds that began in the span (pieces/hold-start.entity.ts). Only the holder can order a held
 * piece, and a hold lasts at most twice `product_hold_duration` from its start (hold-routine.ts), so
 * an order of the piece placed in that window ended the hold. A hold still running has not ended.
 */
export const HOLDS_SQL = `
with window_minutes as (select 2 * ${settingSql('product_hold_duration', String(DEFAULT_HOLD_MINUTES))} as minutes),
judged as (
  select
    exists (
      select 1 from order_items oi join orders o on o.id = oi.order_id
      where oi.product_id = h.product_id and o.created_at >= h.started_at
        and o.created_at <= h.started_at + make_interval(mins => (select minutes from window_minutes))
        and ${PAID}
    ) as paid,
    exists (
      select 1 from order_items oi join orders o on o.id = oi.order_id
      where oi.product_id = h.product_id and o.created_at >= h.started_at
        and o.created_at <= h.started_at + make_interval(mins => (select minutes from window_minutes))
    ) as ordered,
    exists (
      select 1 from products p
      where p.id = h.product_id and p.status = 'Available' and p.hold_buyer_kind = h.buyer_kind and p.hold_buyer_id = h.buyer_id
        and p.hold_started_at = h.started_at and p.hold_expires_at > :now
    ) as running
  from hold_starts h
  where h.started_at >= :from and h.started_at < :now
)
select
  count(*)::int as started,
  count(*) filter (where paid)::int as paid,
  count(*) filter (where not ordered and not running)::int as lapsed,
  count(*) filter (where ordered or not running)::int as ended
from judged`;

/** The orders waiting for the owner now, and what they would bring in. */
export const PENDING_SQL = `
select count(*)::int as orders, coalesce(sum(o.total_centavos), 0)::float8 as revenue
from orders o where o.status in ('pending', 'awaiting_payment_fix')`;

/** Each Manila day from `:firstDay` to `:lastDay`, with its paid orders and revenue, oldest first. */
export const DAYS_SQL = `
with paid as (
  select ${manilaDay('o.created_at')} as day, count(*) as orders, sum(o.total_centavos) as revenue
  from orders o where ${PAID} and o.created_at >= :from and o.created_at < :now
  group by 1
)
select to_char(d, 'YYYY-MM-DD') as day, coalesce(paid.orders, 0)::int as orders, coalesce(paid.revenue, 0)::float8 as revenue
from generate_series(:firstDay::date, :lastDay::date, interval '1 day') as d
left join paid on paid.day = to_char(d, 'YYYY-MM-DD')
order by d`;

/**
 * The last opened drops, not cancelled, newest first. A piece is sold when an order not cancelled
 * holds it, or the owner marked it sold; its moment is the earlier of the two.
 */
export const DROPS_SQL = `
with opened as (
  select d.id, d.name, d.drop_at from drops d
  where d.cancelled_at is null and d.drop_at <= :now
  order by d.drop_at desc limit :limit
),
pieces as (
  select p.drop_id, p.id, least(
    (select min(o.created_at) from order_items oi join orders o on o.id = oi.order_id
     where oi.product_id = p.id and o.status <> 'cancelled' and not oi.released),
    p.marked_sold_at
  ) as sold_at
  from products p where p.drop_id in (select id from opened)
)
select d.id, d.name, d.drop_at, count(pieces.id)::int as pieces, count(pieces.sold_at)::int as sold,
  case when count(pieces.id) > 0 and count(pieces.sold_at) = count(pieces.id)
    then extract(epoch from max(pieces.sold_at) - d.drop_at) / 60 end::float8 as minutes
from opened d left join pieces on pieces.drop_id = d.id
group by d.id, d.name, d.drop_at
order by d.drop_at desc`;

/**
 * The best sellers by `key` (a text column of products `p`) among the span's paid pieces: spellings
 * alike but for case are one, named by the first in byte order, so both databases, whatever their
 * collation, answer alike.
 */
export const rankedSql = (key: string) => `
select min(${key} collate "C") as name, count(*)::int as pieces, sum(oi.price_centavos)::float8 as revenue
from order_items oi
join orders o on o.id = oi.order_id
join products p on p.id = oi.product_id
where ${PAID} and not oi.released and o.created_at >= :from and o.created_at < :now and ${key} is not null
group by lower(${key})
order by pieces desc, revenue desc, name
limit :limit`;
