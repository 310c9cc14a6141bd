import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { INSIGHT_SPAN_LABELS, type InsightsOutput, type RankedFigures, type SpanFigures } from '../../../shared/schemas/insights.ts';
import { shopDateTime, shopDay } from '../../../shared/shop-time.ts';
import { neutralised, plainPesos } from '../orders/order-csv.ts';

type Cell = string | number;

/** A figure with no value (no sale yet, nothing ended) is an empty cell, never a zero it is not. */
const maybe = (value: number | null, digits: number): Cell => (value === null ? '' : Number(value.toFixed(digits)));
const percent = (share: number | null): Cell => (share === null ? '' : Number((share * 100).toFixed(1)));

const SPAN_ROWS: readonly (readonly [string, (figures: SpanFigures) => Cell])[] = [
  ['Paid orders', (figures) => figures.orders],
  ['Revenue (PHP)', (figures) => plainPesos(figures.revenueCentavos)],
  ['Pieces sold', (figures) => figures.piecesSold],
  ['Average days to sell', (figures) => maybe(figures.averageDaysToSell, 1)],
  ['Holds started', (figures) => figures.holdsStarted],
  ['Holds paid', (figures) => figures.holdsPaid],
  ['Holds lapsed', (figures) => figures.holdsLapsed],
  ['Hold to paid (%)', (figures) => percent(figures.holdToPaid)],
];

const rankedRows = (title: string, ranked: RankedFigures[]): Cell[][] => [
  [title, 'Pieces sold', 'Revenue (PHP)'],
  ...ranked.map((row) => [neutralised(row.name), row.pieces, plainPesos(row.revenueCentavos)]),
];

/**
 * The insights as one CSV of tables one under another, each with its own header and a blank line
 * between: a spreadsheet opens it as it is. The same figures as the screen, from the same read; text
 * the owner typed (drop names, brands) made inert as in the orders' export (order-csv.ts).
 */
export function insightsCsv(insights: InsightsOutput): { filename: string; csv: Readable } {
  const asOf = new Date(insights.asOf);
  const tables: Cell[][][] = [
    [
      [`Figure (as of ${shopDateTime(asOf)} Manila)`, ...insights.spans.map((figures) => INSIGHT_SPAN_LABELS[figures.span])],
      ...SPAN_ROWS.map(([label, cell]) => [label, ...insights.spans.map(cell)]),
    ],
    [
      ['Waiting for payment', 'Orders', 'Value (PHP)'],
      ['Now', insights.pendingOrders, plainPesos(insights.pendingCentavos)],
    ],
    [['Day', 'Paid orders', 'Revenue (PHP)'], ...insights.days.map((day) => [day.day, day.orders, plainPesos(day.revenueCentavos)])],
    [
      ['Drop', 'Opened (Manila)', 'Pieces', 'Sold', 'Sell-through (%)', 'Minutes to sell out'],
      ...insights.drops.map((drop) => [
        neutralised(drop.name),
        shopDateTime(new Date(drop.dropAt)),
        drop.pieces,
        drop.sold,
        percent(drop.pieces === 0 ? null : drop.sold / drop.pieces),
        maybe(drop.minutesToSellOut, 0),
      ]),
    ],
    rankedRows('Brand (30 days)', insights.brands),
    rankedRows('Size (30 days)', insights.sizes),
    rankedRows('Garment type (30 days)', insights.garmentTypes),
  ];
  const rows = tables.flatMap((table, index) => (index === 0 ? table : [[], ...table]));
  const csv = stringify(rows, { bom: true, record_delimiter: 'windows', quoted_match: /[\r\n]/ });
  // Bytes, as the response's stream carries them (a string would be refused there).
  return { filename: `ukay-insights-${shopDay(asOf)}.csv`, csv: Readable.from([Buffer.from(csv, 'utf8')]) };
}
