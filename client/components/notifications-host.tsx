import type { NotificationData } from '@mantine/notifications';
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '../../shared/constants.ts';

const NotificationsContainer = lazy(() =>
  import('./notifications-container.tsx').then(({ NotificationsContainer }) => ({ default: NotificationsContainer })),
);

let toastShown = false;
const onFirstToast = new Set<() => void>();

function subscribeToFirstToast(listener: () => void): () => void {
  onFirstToast.add(listener);
  return () => onFirstToast.delete(listener);
}

/** How long the toast stays, or null when it was asked to stay until closed. */
function closeAfter(toast: NotificationData): number | null {
  if (toast.autoClose === false) return null;
  return typeof toast.autoClose === 'number' ? toast.autoClose : TOAST_AUTO_CLOSE_MS;
}

/**
 * Shows a toast. Mantine's notifications (their store as well as their container, ~6 kB gzip with its
 * transitions) load with the first one, so they are not part of a first visit (design.md §5).
 * Mantine waits while a pointer rests on a toast; a touch screen has no pointer, only where the last
 * tap was, so there the toast closes on time whatever "rests" on it (audit A-7: it stayed 8 s and more).
 */
export function showToast(toast: NotificationData): void {
  if (!toastShown) {
    toastShown = true;
    for (const listener of onFirstToast) listener();
  }
  import('@mantine/notifications')
    .then(({ notifications }) => {
      const id = notifications.show(toast);
      const after = closeAfter(toast);
      if (after !== null && window.matchMedia('(hover: none)').matches) setTimeout(() => notifications.hide(id), after);
    })
    .catch((error: unknown) => console.error(error));
}

/** Mounts Mantine's notification container once a toast is shown; toasts shown meanwhile wait in its store. */
export function NotificationsHost() {
  const needed = useSyncExternalStore(subscribeToFirstToast, () => toastShown);
  return needed ? (
    <Suspense>
      <NotificationsContainer />
    </Suspense>
  ) : null;
}
