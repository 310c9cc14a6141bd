import {
  INSIGHT_DROPS,
  INSIGHT_SPAN_DAYS,
  INSIGHT_SPANS,
  INSIGHT_TOP,
  type InsightSpan,
  type InsightsOutput,
  type RankedFigures,
  type SpanFigures,
} from '../../../shared/schemas/insights.ts';
import { shopDay, shopDayStart } from '../../../shared/shop-time.ts';
import { GARMENT_TYPE_LABELS } from '../../../shared/vintage-details.ts';
import { positional } from '../../db/named-parameters.ts';
import type { Em } from '../../db/orm.ts';
import { DAYS_SQL, DROPS_SQL, HOLDS_SQL, PENDING_SQL, rankedSql, SALES_SQL } from './insight-queries.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

async function rows<T>(em: Em, sql: string, values: Record<string, unknown>): Promise<T[]> {
  const query = positional(sql, values);
  return em.execute<T[]>(query.sql, query.params);
}

/** The Manila day `days - 1` before today, and its first instant: where a span of `days` starts. */
function spanStart(now: Date, days: number): { day: string; from: Date } {
  const day = shopDay(new Date(shopDayStart(shopDay(now)).getTime() - (days - 1) * DAY_MS));
  return { day, from: shopDayStart(day) };
}

type SalesRow = { orders: number; revenue: number; pieces: number; days: number | null };
type HoldsRow = { started: number; paid: number; lapsed: number; ended: number };

async function spanFigures(em: Em, span: InsightSpan, now: Date): Promise<SpanFigures> {
  const { from } = spanStart(now, INSIGHT_SPAN_DAYS[span]);
  const [sales] = await rows<SalesRow>(em, SALES_SQL, { from, now });
  const [holds] = await rows<HoldsRow>(em, HOLDS_SQL, { from, now });
  if (!sales || !holds) throw new Error('an aggregate answered no row');
  return {
    span,
    from: from.toISOString(),
    orders: sales.orders,
    revenueCentavos: Number(sales.revenue),
    piecesSold: sales.pieces,
    averageDaysToSell: sales.days === null ? null : Number(sales.days),
    holdsStarted: holds.started,
    holdsPaid: holds.paid,
    holdsLapsed: holds.lapsed,
    holdToPaid: holds.ended === 0 ? null : holds.paid / holds.ended,
  };
}

type RankedRow = { name: string; pieces: number; revenue: number };

async function ranked(em: Em, key: string, from: Date, now: Date, label: (name: string) => string): Promise<RankedFigures[]> {
  const found = await rows<RankedRow>(em, rankedSql(key), { from, now, limit: INSIGHT_TOP });
  return found.map((row) => ({ name: label(row.name), pieces: row.pieces, revenueCentavos: Number(row.revenue) }));
}

/** Sizes are stored as keys (`xl`) and shown as the tags read them (`XL`); garment types by their labels. */
const sizeLabel = (size: string) => size.toUpperCase();
const garmentTypeLabels: Readonly<Record<string, string>> = GARMENT_TYPE_LABELS;
const garmentLabel = (type: string) => garmentTypeLabels[type] ?? type;

/**
 * The business at a glance (docs/product/screens.md "Insights"), as of `now`: each span's sales and
 * holds, what waits for payment, the last 30 days day by day, the last opened drops and the best
 * sellers of those 30 days. Read in one transaction, so its figures agree with each other.
 */
export function readInsights(em: Em, now = new Date()): Promise<InsightsOutput> {
  return em.transactional(async (tx) => {
    const spans = [];
    for (const span of INSIGHT_SPANS) spans.push(await spanFigures(tx, span, now));
    const month = spanStart(now, INSIGHT_SPAN_DAYS.month);
    const [pending] = await rows<{ orders: number; revenue: number }>(tx, PENDING_SQL, {});
    const days = await rows<{ day: string; orders: number; revenue: number }>(tx, DAYS_SQL, {
      from: month.from,
      now,
      firstDay: month.day,
      lastDay: shopDay(now),
    });
    const drops = await rows<{ id: number; name: string; drop_at: Date | string; pieces: number; sold: number; minutes: number | null }>(tx, DROPS_SQL, {
      now,
      limit: INSIGHT_DROPS,
    });
    return {
      asOf: now.toISOString(),
      spans,
      pendingOrders: pending?.orders ?? 0,
      pendingCentavos: Number(pending?.revenue ?? 0),
      days: days.map((day) => ({ day: day.day, orders: day.orders, revenueCentavos: Number(day.revenue) })),
      drops: drops.map((drop) => ({
        id: drop.id,
        name: drop.name,
        dropAt: new Date(drop.drop_at).toISOString(),
        pieces: drop.pieces,
        sold: drop.sold,
        minutesToSellOut: drop.minutes === null ? null : Number(drop.minutes),
      })),
      brands: await ranked(tx, 'p.brand', month.from, now, (name) => name),
      sizes: await ranked(tx, 'p.size', month.from, now, sizeLabel),
      garmentTypes: await ranked(tx, 'p.garment_type', month.from, now, garmentLabel),
    };
  });
}
