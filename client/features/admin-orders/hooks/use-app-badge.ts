import { useEffect } from 'react';

/**
 * The installed app's icon shows the orders waiting, where the platform draws badges (decision 033):
 * kept in step with the header's live count while the admin is open; a push sets it when it is not.
 */
export function useAppBadge(pending: number | undefined): void {
  useEffect(() => {
    if (pending === undefined || !('setAppBadge' in navigator)) return;
    // A browser that draws no badge for a page that is not installed refuses quietly; nothing to tell the owner.
    (pending > 0 ? navigator.setAppBadge(pending) : navigator.clearAppBadge()).catch(() => undefined);
  }, [pending]);
}
