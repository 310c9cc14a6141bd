import { adminProcedure, createRouter } from '../../trpc/init.ts';
import { insightsCsv } from './insights-csv.ts';
import { readInsights } from './insights.service.ts';

/** The business at a glance, for the owner only (docs/product/screens.md "Insights"). */
export const insightsAdminRouter = createRouter({
  summary: adminProcedure.query(({ ctx }) => readInsights(ctx.em)),

  export: adminProcedure.query(async ({ ctx }) => insightsCsv(await readInsights(ctx.em))),
});
