import { useRouterState } from '@tanstack/react-router';
import { useEffect, useState } from 'react';
import { ADMIN_MESSAGE_MS } from '../../../shared/constants.ts';
import type { Notice } from '../../lib/notice.ts';


declare module '@tanstack/react-router' {
  interface HistoryState {
    /** A message carried to the dashboard by the page that sent the admin there (e.g. a saved product). */
    adminNotice?: Notice;
  }
}

/**
 * The dashboard's message line (spec §2): cleared when the tab changes, and a success message clears
 * itself after 5 seconds. It may arrive with the navigation that opened the dashboard.
 */
export function useAdminNotice(tab: string) {
  const arrived = useRouterState({ select: (state) => state.location.state.adminNotice });
  const [current, setCurrent] = useState<{ tab: string; notice: Notice } | null>(arrived ? { tab, notice: arrived } : null);
  const notice = current?.tab === tab ? current.notice : null;

  useEffect(() => {
    if (notice?.type !== 'success') return;
    const timer = setTimeout(() => setCurrent(null), ADMIN_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [notice]);

  return { notice, show: (next: Notice) => setCurrent({ tab, notice: next }), clear: () => setCurrent(null) };
}
