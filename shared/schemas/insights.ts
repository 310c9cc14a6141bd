import { z } from 'zod';

/**
 * The spans the owner compares, each from a Manila midnight to now: today, the last 7 days and the
 * last 30, today included (shared/shop-time.ts).
 */
export const INSIGHT_SPANS = ['today', 'week', 'month'] as const;
export type InsightSpan = (typeof INSIGHT_SPANS)[number];
export const INSIGHT_SPAN_DAYS: Record<InsightSpan, number> = { today: 1, week: 7, month: 30 };
export const INSIGHT_SPAN_LABELS: Record<InsightSpan, string> = { today: 'Today', week: '7 days', month: '30 days' };

/** How many of the last opened drops, and of the best sellers of each kind, the insights show. */
export const INSIGHT_DROPS = 10;
export const INSIGHT_TOP = 5;

/**
 * One span's figures. A sale is an order placed in the span and paid (approved, shipped or delivered).
 * A hold counts in the span it began: `holdsPaid` ended in a paid order of its piece, `holdsLapsed` in
 * no order at all, and `holdToPaid` is paid holds over ended ones (null when none has ended).
 */
export const SpanFigures = z.object({
  span: z.enum(INSIGHT_SPANS),
  from: z.string(),
  orders: z.number(),
  revenueCentavos: z.number(),
  piecesSold: z.number(),
  /** From a piece's listing (its drop's opening, else its creation) to its sale; null with no sale. */
  averageDaysToSell: z.number().nullable(),
  holdsStarted: z.number(),
  holdsPaid: z.number(),
  holdsLapsed: z.number(),
  holdToPaid: z.number().nullable(),
});
export type SpanFigures = z.infer<typeof SpanFigures>;

/** One Manila day of the last 30: its paid orders and their revenue. */
export const DayFigures = z.object({ day: z.string(), orders: z.number(), revenueCentavos: z.number() });
export type DayFigures = z.infer<typeof DayFigures>;

/**
 * An opened drop: its pieces, how many are sold (ordered, in an order not cancelled, or marked sold)
 * and, once all are, the minutes from its opening to the last one's sale.
 */
export const DropFigures = z.object({
  id: z.number(),
  name: z.string(),
  dropAt: z.string(),
  pieces: z.number(),
  sold: z.number(),
  minutesToSellOut: z.number().nullable(),
});
export type DropFigures = z.infer<typeof DropFigures>;

/** A brand, size or garment type among the last 30 days' sales: pieces sold and their prices' sum. */
export const RankedFigures = z.object({ name: z.string(), pieces: z.number(), revenueCentavos: z.number() });
export type RankedFigures = z.infer<typeof RankedFigures>;

export const InsightsOutput = z.object({
  asOf: z.string(),
  spans: z.array(SpanFigures),
  /** The orders waiting for the owner now (pending or awaiting a payment fix), and their totals' sum. */
  pendingOrders: z.number(),
  pendingCentavos: z.number(),
  days: z.array(DayFigures),
  drops: z.array(DropFigures),
  brands: z.array(RankedFigures),
  sizes: z.array(RankedFigures),
  garmentTypes: z.array(RankedFigures),
});
export type InsightsOutput = z.infer<typeof InsightsOutput>;
