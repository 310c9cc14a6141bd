import { useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import type { Notice } from '../../lib/notice.ts';
import { useNotice } from '../../lib/use-notice.ts';

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** A message carried to the dashboard by the page that sent the admin there (e.g. a saved product). */
    adminNotice?: Notice;
  }
}

/**
 * The dashboard's message line (docs/product/screens.md "Admin Dashboard"): cleared when the tab changes, and a success message clears
 * itself after 5 seconds. It may arrive with the navigation that opened the dashboard. Panels whose
 * buttons sit far below it show their own messages beside those buttons (NoticeAlert).
 */
export function useAdminNotice(tab: string) {
  const arrived = useRouterState({ select: (state) => state.location.state.adminNotice });
  const line = useNotice(arrived ?? null);
  const [shownTab, setShownTab] = useState(tab);
  if (shownTab !== tab) {
    // Adjusted while rendering (React's pattern for state derived from a prop), so no stale frame shows.
    setShownTab(tab);
    line.clear();
  }
  return line;
}
