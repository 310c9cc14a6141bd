import { useNavigate } from '@tanstack/react-router';
import type { AdminTab } from '../../../../features/admin/admin-tabs.ts';

/** Cancel and success both return to a dashboard tab (docs/product/screens.md "Product form", "Announcement form"); a success message rides along. */
export function useBackToTab(tab: AdminTab) {
  const navigate = useNavigate();
  return (message?: string) =>
    void navigate({ to: '/admin/$tab', params: { tab }, state: message ? { adminNotice: { type: 'success', text: message } } : undefined });
}
