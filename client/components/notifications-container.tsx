import { Notifications, notifications, type NotificationData } from '@mantine/notifications';
import { TOAST_AUTO_CLOSE_MS } from '../../shared/constants.ts';
import { useIsPhone } from '../lib/use-is-phone.ts';

/** How long the toast stays, or null when it was asked to stay until closed. */
function closeAfter(toast: NotificationData): number | null {
  if (toast.autoClose === false) return null;
  return typeof toast.autoClose === 'number' ? toast.autoClose : TOAST_AUTO_CLOSE_MS;
}

/**
 * Shows the toast (notifications-host.tsx loads this with the first one). Mantine waits while a pointer
 * rests on a toast; a touch screen has no pointer, only where the last tap was, so there the toast
 * closes on time whatever "rests" on it (audit A-7: it stayed 8 s and more).
 */
export function showNow(toast: NotificationData): void {
  const id = notifications.show(toast);
  const after = closeAfter(toast);
  if (after !== null && window.matchMedia('(hover: none)').matches) setTimeout(() => notifications.hide(id), after);
}

/**
 * Bottom right on a wide screen (docs/product/screens.md "Toast"); at the top on a phone, away from the
 * thumb that just tapped a button low on the screen, which the toast covered there (audit A-7).
 */
export function NotificationsContainer() {
  return <Notifications position={useIsPhone() ? 'top-center' : 'bottom-right'} autoClose={TOAST_AUTO_CLOSE_MS} />;
}
