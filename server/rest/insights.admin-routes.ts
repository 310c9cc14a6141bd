import { z } from 'zod';
import { InsightsOutput } from '../../shared/schemas/insights.ts';
import { CsvDownload } from './csv-download.ts';
import { defineRoute } from './route.ts';

const shared = { tag: 'Admin: insights', access: 'admin' as const };

/** The owner's figures (docs/product/screens.md "Insights"), on screen and as a spreadsheet. */
export const insightsAdminRoutes = [
  defineRoute({
    ...shared,
    method: 'get',
    path: '/admin/insights',
    summary:
      'Sales, revenue, pieces sold, days to sell and holds for today, 7 and 30 days (Manila days, to now); orders waiting for payment; the last 30 days day by day; the last opened drops’ sell-through; the 30 days’ best brands, sizes and garment types',
    response: z.object({ success: z.literal(true), data: InsightsOutput }),
    handle: async ({ caller }) => ({ success: true, data: await caller.admin.insights.summary() }),
  }),
  defineRoute({
    ...shared,
    method: 'get',
    path: '/admin/insights/export.csv',
    summary: 'The same figures as GET /admin/insights, as CSV tables one under another (UTF-8 with BOM, amounts in pesos as plain numbers)',
    produces: 'csv',
    response: CsvDownload,
    handle: ({ caller }) => caller.admin.insights.export(),
  }),
];
