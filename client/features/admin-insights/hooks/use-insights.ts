import { useQuery } from '@tanstack/react-query';
import { trpc } from '../../../lib/trpc.ts';

/** The owner's figures, read anew each time the tab opens: they move with every order. */
export function useInsights() {
  return useQuery({ ...trpc.admin.insights.summary.queryOptions(), staleTime: 0 });
}

/** The same figures as a spreadsheet: a plain link, so the browser downloads it with the session cookie. */
export const INSIGHTS_CSV_URL = '/api/admin/insights/export.csv';
